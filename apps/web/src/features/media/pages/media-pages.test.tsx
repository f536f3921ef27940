import { type BlogPostSummary, getBlogPost, listBlogPosts } from '@talent/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { network, onEndpoint } from '@/test/network';
import { renderApp, renderInRouter } from '@/test/render-app';
import { LatestArticlesSection } from '../components/latest-articles-section';

const post = (id: number): BlogPostSummary => ({
  id,
  slug: `article-${id}`,
  title: `Article number ${id}`,
  excerpt: `What article ${id} is about.`,
  category: 'Career Tips',
  author: 'Rina Wijaya',
  illustration: 'career',
  post_date: '2026-11-03T08:00:00.000Z',
  reading_minutes: 4,
});

/** The blog as the server answers it: `total` articles, numbered from the newest; every list URL asked. */
function serveBlog(total: number) {
  const asked: URL[] = [];
  network.use(
    onEndpoint(listBlogPosts, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice(
        (page - 1) * size,
        page * size,
      );
      return HttpResponse.json({ data: ids.map(post), meta: { message: 'OK', count: total } });
    }),
    onEndpoint(getBlogPost, ({ params }) =>
      params.slug === 'article-1'
        ? HttpResponse.json({
            data: { ...post(1), body: 'First paragraph.\n\nSecond paragraph.' },
            meta: { message: 'OK' },
          })
        : HttpResponse.json(
            {
              data: null,
              meta: { message: 'We could not find this article', type: 'NOT_FOUND' },
              error: 'We could not find this article',
            },
            { status: 404 },
          ),
    ),
  );
  return asked;
}

describe('the blog', { timeout: 30_000 }, () => {
  it('lists the newest articles a page at a time, with the page in the address', async () => {
    const asked = serveBlog(20);
    const { user, router } = renderApp('/media');
    const articles = await screen.findByRole('region', { name: 'Articles' });
    expect(within(articles).getAllByRole('article')).toHaveLength(9);
    expect(within(articles).getAllByRole('article')[0]).toHaveAccessibleName('Article number 1');
    expect(asked.at(-1)?.searchParams.get('sort')).toBe('post_date:desc');

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByRole('link', { name: 'Article number 19' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(within(screen.getByRole('region', { name: 'Articles' })).getAllByRole('article')).toHaveLength(2);
  });

  it('gives every article on the page a picture of its own, even when they share a topic', async () => {
    serveBlog(20);
    renderApp('/media');
    const articles = within(await screen.findByRole('region', { name: 'Articles' })).getAllByRole('article');
    const pictures = articles.map((article) => article.querySelector('svg')?.outerHTML);
    expect(pictures.every((picture) => picture !== undefined)).toBe(true);
    expect(new Set(pictures).size).toBe(articles.length);
  });

  it('opens on the page the address names', async () => {
    serveBlog(20);
    renderApp('/media?page=2');
    expect(await screen.findByRole('link', { name: 'Article number 10' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Article number 1' })).not.toBeInTheDocument();
  });

  it('shows each of the dashboard’s newest articles with its own picture, drawn by the server', async () => {
    serveBlog(3);
    renderInRouter(<LatestArticlesSection />);
    const list = await screen.findByRole('list');
    const pictures = [...list.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    // All three share one topic, and still each has its own.
    expect(pictures).toEqual([1, 2, 3].map((id) => `/media/pictures/career/article-${id}.svg`));
  });

  it('says what to do next while there are no articles', async () => {
    serveBlog(0);
    renderApp('/media');
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toBeInTheDocument();
  });

  it('shows an article in paragraphs, and a missing one with the way back', async () => {
    serveBlog(4);
    const { router } = renderApp('/media/article-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article number 1' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByText('By Rina Wijaya')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Keep reading' })).toBeInTheDocument();

    await router.navigate('/media/gone-for-good');
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/media/gone-for-good');
  });
});
