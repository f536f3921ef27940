import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import type { BlogPostSummary } from '@talent/contract';
import { Link } from 'react-router';
import { mediaPaths } from '../media-paths';
import classes from './article-card.module.css';
import { ArticleIllustration } from './article-illustration';
import { ArticleMeta } from './article-meta';

/** An article in the blog's grid: picture, category, title, excerpt, and when it was posted. */
export function ArticleCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  return (
    <Card
      component="article"
      padding={0}
      className={featured ? `${classes.card} ${classes.featured}` : classes.card}
      aria-labelledby={`article-${post.id}`}
    >
      <ArticleIllustration post={post} />
      <Stack gap={8} p="lg">
        <Badge variant="light" radius="sm" tt="none">
          {post.category}
        </Badge>
        <Title order={featured ? 2 : 3} fz={featured ? 'xl' : 'lg'} id={`article-${post.id}`}>
          <Link to={mediaPaths.article(post.slug)} className={classes.titleLink}>
            {post.title}
          </Link>
        </Title>
        <Text size="sm" lineClamp={featured ? 4 : 3}>
          {post.excerpt}
        </Text>
        <ArticleMeta post={post} />
      </Stack>
    </Card>
  );
}
