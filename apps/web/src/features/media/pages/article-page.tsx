import { Anchor, Badge, Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { EmptyState, LoadError } from '@/components/ui/page-states';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { blogPageQuery, blogPostQuery, isMissingArticle } from '../api/blog';
import { ArticleCard } from '../components/article-card';
import { ArticleIllustration } from '../components/article-illustration';
import { ArticleMeta } from '../components/article-meta';
import { mediaPaths } from '../media-paths';

/** The article's body is plain paragraphs separated by blank lines (contract `blogPostSchema`). */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Three other recent articles under the one just read. */
function KeepReading({ slug }: { slug: string }) {
  const { t } = useTranslation('media');
  const recent = useQuery(blogPageQuery(1, 4));
  const others = (recent.data?.posts ?? []).filter((post) => post.slug !== slug).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="keep-reading">
      <Title order={2} size="h3" id="keep-reading">
        {t('article.more')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {others.map((post) => (
          <ArticleCard key={post.id} post={post} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /media/{slug}: one article to read, then more. */
export function ArticlePage() {
  const { t } = useTranslation('media');
  const slug = useParams().slug ?? '';
  const article = useQuery(blogPostQuery(slug));
  useDocumentTitle(article.data?.title ?? t('list.title'));
  const back = (
    <Anchor component={Link} to={mediaPaths.list} size="sm">
      ← {t('article.back')}
    </Anchor>
  );

  if (article.isError) {
    const missing = article.error instanceof ApiError && isMissingArticle(article.error);
    return (
      <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
        {missing ? (
          <EmptyState
            illustration="article"
            title={t('article.notFoundTitle')}
            action={
              <Button component={Link} to={mediaPaths.list}>
                {t('article.back')}
              </Button>
            }
          >
            {t('article.notFoundText')}
          </EmptyState>
        ) : (
          <LoadError onRetry={() => void article.refetch()} />
        )}
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        {article.isPending ? (
          <Stack gap="md" maw={720} mx="auto" w="100%" role="status" aria-label={t('article.loading')}>
            <Skeleton height={14} width={100} />
            <Skeleton height={36} width="90%" />
            <Skeleton height={14} width={180} />
            <Skeleton style={{ aspectRatio: '16 / 9' }} />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </Stack>
        ) : (
          <Stack component="article" gap="md" maw={720} mx="auto" w="100%" aria-labelledby="article-title">
            {back}
            <Badge variant="light" radius="sm" tt="none">
              {article.data.category}
            </Badge>
            <Title order={1} id="article-title" style={{ overflowWrap: 'anywhere' }}>
              {article.data.title}
            </Title>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('card.byline', { author: article.data.author })}
              </Text>
              <ArticleMeta post={article.data} />
            </Stack>
            <ArticleIllustration post={article.data} variant="hero" />
            <Text fz="lg" fw={500}>
              {article.data.excerpt}
            </Text>
            {paragraphsOf(article.data.body).map((paragraph) => (
              <Text key={paragraph} fz="md" lh={1.7}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        )}
        <KeepReading slug={slug} />
      </Stack>
    </Container>
  );
}
