import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * Media: the blog on the media service (spec sections 2 and 7: page, size, sort post_date:desc),
 * read by everyone at /media and on the dashboard, published by staff.
 */

export const mediaLimits = {
  pageSizeMax: 24,
  defaultPageSize: 9,
  titleMax: 140,
  excerptMax: 300,
  bodyMax: 20_000,
  categoryMax: 40,
} as const;

/** The illustrations the app serves for articles (`/media/illustrations/{name}.svg`). */
export const blogIllustrations = ['career', 'interview', 'salary', 'skills', 'workplace', 'growth'] as const;
export type BlogIllustration = (typeof blogIllustrations)[number];

export const blogSorts = ['post_date:desc'] as const;

export const mediaMessages = {
  required: 'Required',
  titleTooLong: `Max ${mediaLimits.titleMax} characters`,
  excerptTooLong: `Max ${mediaLimits.excerptMax} characters`,
  bodyTooLong: `Max ${mediaLimits.bodyMax} characters`,
  categoryTooLong: `Max ${mediaLimits.categoryMax} characters`,
  illustration: `Choose one of ${blogIllustrations.join(', ')}`,
  wholeNumber: 'Must be a positive whole number',
  pageSize: `Give a size from 1 to ${mediaLimits.pageSizeMax}`,
  sort: 'Sort by post_date:desc',
  postNotFound: 'We could not find this article',
  published: 'Article published',
} as const;

export const blogPostSummarySchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  illustration: z.enum(blogIllustrations),
  post_date: z.string(),
  reading_minutes: z.number().check(z.int()),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** An article whole: its body is plain paragraphs separated by blank lines. */
export const blogPostSchema = z.extend(blogPostSummarySchema, { body: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

const positiveInt = z.coerce
  .number({ error: mediaMessages.wholeNumber })
  .check(z.int({ error: mediaMessages.wholeNumber }), z.positive({ error: mediaMessages.wholeNumber }));

export const listBlogPosts = defineEndpoint({
  method: 'GET',
  group: 'media',
  path: '/blogs',
  summary:
    'Published articles, newest first (sort post_date:desc), a page at a time; meta.count is the total',
  access: 'public',
  query: z.object({
    page: z._default(positiveInt, 1),
    size: z._default(
      positiveInt.check(z.lte(mediaLimits.pageSizeMax, { error: mediaMessages.pageSize })),
      mediaLimits.defaultPageSize,
    ),
    sort: z._default(z.enum(blogSorts, { error: mediaMessages.sort }), 'post_date:desc'),
  }),
  data: z.array(blogPostSummarySchema),
});

/**
 * Where the web app keeps an article (`getBlogPost`'s data) in its query cache; the server's render
 * of the article page puts its answer there (decision 0149), so the browser does not ask again.
 */
export const blogPostQueryKey = (slug: string) => ['blog', 'post', slug] as const;

/** A page of the article list as the web app keeps it: the articles and the total to page through. */
export interface BlogListPage {
  posts: BlogPostSummary[];
  total: number;
}

/** `/media?page=`: a whole number from 1 is that page of the list, anything else the first. */
export function blogPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Where the web app keeps a `BlogListPage`; the server's render of `/media` puts the page there. */
export const blogPageQueryKey = (page: number, size: number) => ['blog', 'page', page, size] as const;

export const getBlogPost = defineEndpoint({
  method: 'GET',
  group: 'media',
  path: '/blogs/{slug}',
  summary: 'One published article by its slug',
  access: 'public',
  params: z.object({
    slug: z.string().check(z.trim(), z.regex(/^[a-z0-9-]{1,160}$/, { error: mediaMessages.postNotFound })),
  }),
  data: blogPostSchema,
});

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: mediaMessages.required })
    .check(z.trim(), z.minLength(1, { error: mediaMessages.required }), z.maxLength(max, { error: tooLong }));

export const blogPostBodySchema = z.object({
  title: requiredText(mediaLimits.titleMax, mediaMessages.titleTooLong),
  excerpt: requiredText(mediaLimits.excerptMax, mediaMessages.excerptTooLong),
  body: requiredText(mediaLimits.bodyMax, mediaMessages.bodyTooLong),
  category: requiredText(mediaLimits.categoryMax, mediaMessages.categoryTooLong),
  illustration: z.enum(blogIllustrations, { error: mediaMessages.illustration }),
});
export type BlogPostBody = z.infer<typeof blogPostBodySchema>;

export const publishBlogPost = defineEndpoint({
  method: 'POST',
  group: 'staff',
  path: '/media/posts',
  summary: 'Publish an article now, under the staff member’s name; its slug comes from the title',
  access: 'staff',
  body: blogPostBodySchema,
  successStatus: 201,
  data: blogPostSchema,
});
