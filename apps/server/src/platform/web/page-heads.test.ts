import { describe, expect, it } from 'vitest';
import { indexHtml } from '../../testing/web-build.ts';
import { createPageHeads, writePageHead } from './page-heads.ts';

describe('page heads', () => {
  it('finds the head of the page whose pattern the path fits, with its named parts', async () => {
    const heads = createPageHeads();
    heads.add('/company/:id', async ({ id }) => ({ title: `Company ${id}`, description: '', image: null }));
    expect((await heads.find('/company/42'))?.title).toBe('Company 42');
    expect(await heads.find('/company/')).toBeNull();
    expect(await heads.find('/company/42/jobs')).toBeNull();
    expect(await heads.find('/talent/company/42')).toBeNull();
  });

  it("writes the page's head in place of the app's, escaped, with an absolute picture address", () => {
    const html = writePageHead(
      indexHtml,
      { title: 'A & B <script>alert(1)</script>', description: 'Say "hi"', image: '/api/files/logo.png' },
      'https://talent.example/company/7',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>A &#38; B &#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(html).toContain('<meta name="description" content="Say &#34;hi&#34;" />');
    expect(html).not.toContain('Talent: find jobs.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta property="og:image" content="https://talent.example/api/files/logo.png" />',
    );
    expect(html).toContain('<script src="/runtime-config.js"></script>');
  });
});
