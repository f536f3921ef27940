import { Text } from '@mantine/core';
import type { BlogPostSummary } from '@talent/contract';
import { formatPostDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** "03 Nov 2026 · 4 min read", with the date machine-readable. */
export function ArticleMeta({ post, size = 'sm' }: { post: BlogPostSummary; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('media');
  return (
    <Text size={size} c="dimmed">
      <time dateTime={post.post_date}>{formatPostDate(post.post_date)}</time>
      {' · '}
      {t('card.readingTime', { count: post.reading_minutes })}
    </Text>
  );
}
