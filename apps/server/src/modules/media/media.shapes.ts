import {
  type BlogIllustration,
  type BlogPost,
  type BlogPostSummary,
  blogIllustrations,
} from '@talent/contract';
import type { SharedPage } from '../../platform/web/page-heads.ts';
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

/** An article's head and its schema.org `Article`, for shared links and search engines. */
export function articleSharedPage(post: BlogPost, origin: string): SharedPage {
  const image = `/media/illustrations/${post.illustration}.svg`;
  return {
    head: { title: `${post.title} | Talent Media`, description: post.excerpt, image },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.excerpt,
      image: [new URL(image, origin).href],
      datePublished: post.post_date,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: 'Talent', logo: new URL('/favicon.svg', origin).href },
      mainEntityOfPage: new URL(`/media/${encodeURIComponent(post.slug)}`, origin).href,
      articleSection: post.category,
    },
  };
}
