import { getBlogPost, listBlogPosts, mediaMessages, publishBlogPost } from '@talent/contract';
import { articlePictureSvg } from '@talent/contract/article-picture';
import { blogPosts } from '@talent/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';
import { demoArticles } from './demo/demo-articles.ts';
import { seedDemoBlog } from './demo/demo-blog.ts';

let server: TestApp;
let staff: SignedIn;
let talent: SignedIn;

const article = {
  title: 'Five habits of people who get promoted',
  excerpt: 'Promotions rarely surprise anyone. Here is what the people who get them do all year.',
  body: 'Write down what you delivered every Friday.\n\nAsk your manager what the next level looks like.',
  category: 'Career Growth',
  illustration: 'growth' as const,
};

beforeAll(async () => {
  server = await createTestApp();
  await seedDemoBlog(server.db, server.clock.now());
  await seedDemoBlog(server.db, server.clock.now());
  staff = await server.signInAs('maya.editor@example.com', { type: 'staff' });
  talent = await server.signInAs('joko.reader@example.com');
});

afterAll(async () => {
  await server?.close();
});

describe('the blog', () => {
  it('lists the demo articles once, newest first, a page at a time, to anyone', async () => {
    const first = await server.inject(listBlogPosts, { query: { page: 1, size: 5 } });
    expect(first.status).toBe(200);
    expect(first.body.meta.count).toBe(demoArticles.length);
    expect(first.body.data.map((post) => post.title)).toEqual(
      demoArticles.slice(0, 5).map((post) => post.title),
    );
    const dates = first.body.data.map((post) => post.post_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await server.inject(listBlogPosts, { query: { page: 4, size: 5 } });
    expect(last.body.data).toHaveLength(demoArticles.length - 15);
  });

  it('shows the first page of the demo blog with reading times of two minutes and more, not all alike', async () => {
    const page = await server.inject(listBlogPosts, { query: { page: 1, size: 9 } });
    const minutes = page.body.data.map((post) => post.reading_minutes);
    expect(Math.min(...minutes)).toBeGreaterThanOrEqual(2);
    expect(new Set(minutes).size).toBeGreaterThanOrEqual(3);
  });

  it('serves each article’s own picture as an SVG file, and 404 for a topic it does not know', async () => {
    const [newest] = (await server.inject(listBlogPosts, { query: { size: 1 } })).body.data;
    const picture = await server.app.inject({
      url: `/media/pictures/${newest?.illustration}/${newest?.slug}.svg`,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.body).toBe(articlePictureSvg(newest?.illustration ?? 'career', newest?.slug ?? ''));
    expect(picture.body).not.toBe(articlePictureSvg(newest?.illustration ?? 'career', 'another-article'));
    const unknown = await server.app.inject({ url: `/media/pictures/astrology/${newest?.slug}.svg` });
    expect(unknown.statusCode).toBe(404);
  });

  it('opens an article by its slug, and answers 404 for one that does not exist', async () => {
    const [newest] = (await server.inject(listBlogPosts, { query: { size: 1 } })).body.data;
    const opened = await server.inject(getBlogPost, { params: { slug: newest?.slug ?? '' } });
    expect(opened.body.data.body.split('\n\n')).toEqual(demoArticles[0]?.body);
    expect(opened.body.data.reading_minutes).toBeGreaterThanOrEqual(1);
    const missing = await server.inject(getBlogPost, { params: { slug: 'no-such-article' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(mediaMessages.postNotFound);
  });

  it('lets staff publish under their name, with a slug of its own even for a repeated title', async () => {
    const published = await server.inject(publishBlogPost, { body: article }, { token: staff.token });
    expect(published.status).toBe(201);
    expect(published.body.data.slug).toBe('five-habits-of-people-who-get-promoted');
    expect(published.body.data.author).toBe('maya.editor');
    const again = await server.inject(publishBlogPost, { body: article }, { token: staff.token });
    expect(again.body.data.slug).toBe('five-habits-of-people-who-get-promoted-2');
    const newest = await server.inject(listBlogPosts, { query: { size: 1 } });
    expect(newest.body.data[0]?.title).toBe(article.title);
  });

  it('refuses a talent, and a post without a title or with an unknown illustration at the field', async () => {
    const asTalent = await server.inject(publishBlogPost, { body: article }, { token: talent.token });
    expect(asTalent.status).toBe(403);
    const invalid = await server.inject(
      publishBlogPost,
      { body: { ...article, title: ' ', illustration: 'cats' as 'growth' } },
      { token: staff.token },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({
      title: mediaMessages.required,
      illustration: mediaMessages.illustration,
    });
  });
});

describe('the latest articles, kept in memory for the dashboard that asks on every open', () => {
  const latestTitles = async () =>
    (await server.inject(listBlogPosts, { query: { page: 1, size: 3 } })).body.data.map((post) => post.title);
  const post = (title: string, publishedAt: Date) => ({
    slug: title.toLowerCase().replaceAll(' ', '-'),
    title,
    excerpt: 'An article written outside the app.',
    body: 'Its body.',
    category: 'Career Growth',
    illustration: 'growth',
    authorName: 'Maya Editor',
    publishedAt,
  });

  it('answers from memory: a post written with no announcement does not show', async () => {
    const before = await latestTitles();
    await server.db.transaction(async (tx) => {
      // Replication mode runs no ordinary trigger: the write is not announced.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(blogPosts).values(post('An unannounced article', server.clock.now()));
    });
    await server.app.platform.changes.heardAll();
    expect(await latestTitles()).toEqual(before);
  });

  it('shows a post written outside the server, in any process, on the next open', async () => {
    await latestTitles();
    await server.db.insert(blogPosts).values(post('Written by a script', server.clock.now()));
    await server.app.platform.changes.heardAll();
    expect((await latestTitles())[0]).toBe('Written by a script');
  });

  it('shows a post scheduled for later once its time comes, though no write announces it', async () => {
    const inAnHour = new Date(server.clock.now().getTime() + 60 * 60 * 1000);
    await server.db.insert(blogPosts).values(post('Scheduled for later', inAnHour));
    await server.app.platform.changes.heardAll();
    expect(await latestTitles()).not.toContain('Scheduled for later');
    server.clock.advance(2 * 60 * 60 * 1000);
    expect((await latestTitles())[0]).toBe('Scheduled for later');
  });
});
