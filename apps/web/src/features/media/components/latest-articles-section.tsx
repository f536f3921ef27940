import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { blogPageQuery } from '../api/blog';
import { mediaPaths } from '../media-paths';
import { ArticleMeta } from './article-meta';
import classes from './latest-articles-section.module.css';

const shown = 3;

/**
 * The dashboard's media piece: the three newest articles, and the way to the rest. Each thumbnail is
 * the article's own picture as an image the server draws: drawing it here would add the scenes to
 * the dashboard's first load (decision 0146).
 */
export function LatestArticlesSection() {
  const { t } = useTranslation('media');
  const latest = useQuery(blogPageQuery(1, shown));
  // A side piece: when the blog cannot be reached the dashboard simply goes without it.
  if (latest.isError) return null;
  return (
    <Card padding="lg" component="section" aria-labelledby="latest-articles-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="latest-articles-title">
          {t('dashboard.title')}
        </Title>
        {latest.isPending ? (
          <Stack gap="md" role="status" aria-label={t('list.loading')}>
            {Array.from({ length: shown }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              <Group key={index} gap="sm" wrap="nowrap" aria-hidden>
                <Skeleton width={72} height={40} />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton height={12} />
                  <Skeleton height={10} width="50%" />
                </Stack>
              </Group>
            ))}
          </Stack>
        ) : latest.data.posts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {latest.data.posts.map((post) => (
              <Group component="li" key={post.id} gap="sm" wrap="nowrap" align="flex-start">
                <img
                  src={mediaPaths.picture(post)}
                  alt=""
                  width={72}
                  height={40}
                  loading="lazy"
                  className={classes.thumbnail}
                />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={mediaPaths.article(post.slug)} size="sm" fw={600} c="inherit">
                    {post.title}
                  </Anchor>
                  <ArticleMeta post={post} size="xs" />
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={mediaPaths.list} size="sm" fw={600}>
          {t('dashboard.seeAll')}
        </Anchor>
      </Stack>
    </Card>
  );
}
