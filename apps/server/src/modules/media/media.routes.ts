import {
  blogIllustrations,
  blogPageOf,
  blogPageQueryKey,
  blogPostQueryKey,
  getBlogPost,
  listBlogPosts,
  mediaLimits,
  mediaMessages,
  publishBlogPost,
} from '@talent/contract';
import { articlePictureSvg } from '@talent/contract/article-picture';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createMediaRepository } from './media.repository.ts';
import { slugOf } from './media.rules.ts';
import { articleSharedPage, blogPostOf, blogPostSummaryOf } from './media.shapes.ts';
import { createPublishedArticlesCache } from './published-articles.cache.ts';

/** The media blog: read by everyone, published by staff. */
export function registerMediaRoutes(app: FastifyInstance, context: AppContext): void {
  const repository = createMediaRepository(context.db);
  const published = createPublishedArticlesCache(repository, context.changes, context.now);

  registerEndpoint(app, listBlogPosts, async ({ query }) => {
    const { rows, count } = await published(query.page, query.size);
    return { data: rows.map(blogPostSummaryOf), meta: { count } };
  });

  registerEndpoint(app, getBlogPost, async ({ params }) => {
    const row = await repository.bySlug(params.slug);
    if (!row || row.publishedAt > context.now()) throw notFound(mediaMessages.postNotFound);
    return { data: blogPostOf(row) };
  });

  // The list's page is in the first HTML (decision 0149); the app keeps its own title there. Its
  // finished page is not kept per revision: an article scheduled for later joins the list when its
  // time comes, unannounced; the list's data is kept until then.
  context.pageHeads.add('/media', async (_parts, _origin, search) => {
    const page = blogPageOf(search);
    const size = mediaLimits.defaultPageSize;
    const { rows, count } = await published(page, size);
    const listPage = { posts: rows.map(blogPostSummaryOf), total: count };
    return { queries: [{ key: blogPageQueryKey(page, size), data: listPage }] };
  });

  // A shared article's first HTML carries its title, summary, picture and `Article` data.
  context.pageHeads.add('/media/:slug', async ({ slug = '' }, origin) => {
    const row = await repository.bySlug(slug);
    if (!row || row.publishedAt > context.now()) return null;
    // The page's body is rendered from the same answer and hands it to the browser (decision 0149).
    const post = blogPostOf(row);
    const queries = [{ key: blogPostQueryKey(post.slug), data: post }];
    // A published article is never edited (there is no call for it): its id is its revision.
    return { ...articleSharedPage(post, origin), queries, revision: `article:${row.id}` };
  });
  context.pageHeads.sitemap.add('articles', {
    count: async () => (await repository.published(context.now(), 1, 1)).count,
    entries: async (offset, limit) =>
      (await repository.publishedSlice(context.now(), offset, limit)).map((post) => ({
        path: `/media/${encodeURIComponent(post.slug)}`,
        lastModified: post.publishedAt,
      })),
  });

  // Each article's own picture as a file, for places that show it as an image (the dashboard's
  // thumbnails, decision 0146). A pure function of topic and slug, so no article is looked up.
  app.get<{ Params: { topic: string; file: string } }>(
    '/media/pictures/:topic/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const topic = blogIllustrations.find((known) => known === request.params.topic);
      const [, slug] = /^(.+)\.svg$/.exec(request.params.file) ?? [];
      if (!topic || !slug) return reply.callNotFound();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(articlePictureSvg(topic, slug));
    },
  );

  registerEndpoint(app, publishBlogPost, async ({ body, session }) => {
    const row = await repository.insert({
      slug: slugOf(body.title),
      title: body.title,
      excerpt: body.excerpt,
      body: body.body,
      category: body.category,
      illustration: body.illustration,
      authorName: await repository.authorName(session.userId),
      authorId: session.userId,
      publishedAt: context.now(),
    });
    return { data: blogPostOf(row), meta: { message: mediaMessages.published } };
  });
}
