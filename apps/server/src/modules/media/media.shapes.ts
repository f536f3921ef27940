import {
  type BlogIllustration,
  type BlogPost,
  type BlogPostSummary,
  blogIllustrations,
} from '@talent/contract';
import type { BlogPostRow } from './media.repository.ts';
import { readingMinutesOf } from './media.rules.ts';

const illustrationOf = (name: string): BlogIllustration =>
  blogIllustrations.find((known) => known === name) ?? 'career';

export function blogPostSummaryOf(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: row.authorName,
    illustration: illustrationOf(row.illustration),
    post_date: row.publishedAt.toISOString(),
    reading_minutes: readingMinutesOf(row.body),
  };
}

export function blogPostOf(row: BlogPostRow): BlogPost {
  return { ...blogPostSummaryOf(row), body: row.body };
}
