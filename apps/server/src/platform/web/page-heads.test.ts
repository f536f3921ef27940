import { readFileSync } from 'node:fs';
import { companyPageHead, pageHeadTexts } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { indexHtml } from '../../testing/web-build.ts';
import { createPageHeads, jsonForScript, writeAppSummary, writePageHead } from './page-heads.ts';

describe('page heads', () => {
  it('finds the page whose pattern the path fits, with its named parts, and tells a missing one', async () => {
    const heads = createPageHeads();
    heads.add('/company/:id', async ({ id }) =>
      id === '404' ? null : { head: { title: `Company ${id}`, description: '', image: null } },
    );
    const found = await heads.find('/company/42', 'https://talent.example');
    expect(found.kind === 'found' && found.page.head?.title).toBe('Company 42');
    expect(await heads.find('/company/404', 'https://talent.example')).toEqual({ kind: 'missing' });
    for (const path of ['/company/', '/company/42/jobs', '/talent/company/42', '/company/%E0%A4%A']) {
      expect(await heads.find(path, 'https://talent.example'), path).toEqual({ kind: 'unclaimed' });
    }
  });

  it("writes the page's head in place of the app's, escaped, with absolute addresses", () => {
    const html = writePageHead(
      indexHtml,
      {
        head: {
          title: 'A & B <script>alert(1)</script>',
          description: 'Say "hi"',
          image: '/api/files/logo.png',
        },
      },
      'https://talent.example/company/7',
      'en',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>A &#38; B &#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(html).toContain('<meta name="description" content="Say &#34;hi&#34;" />');
    expect(html).not.toContain(pageHeadTexts.app);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:url" content="https://talent.example/company/7" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://talent.example/api/files/logo.png" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:title" content="A &#38; B');
    expect(html).toContain('<script src="/runtime-config.js"></script>');
  });

  it('writes structured data that no value can break out of', () => {
    const hostile = { name: '</script><script>alert(1)</script><!--', line: '\u2028' };
    const html = writePageHead(
      indexHtml,
      { head: { title: 't', description: 'd', image: null }, structuredData: hostile },
      'https://talent.example/x',
      'en',
    );
    const [, json = ''] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? [];
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
    expect(jsonForScript('<')).toBe('"\\u003c"');
    expect(html.match(/<script/g)).toHaveLength((indexHtml.match(/<script/g)?.length ?? 0) + 1);
  });

  it("words a page's head in the page's language, and the app's summary where the page has none", () => {
    const company = { name: 'Gojek', jobs: 1, location: 'Jakarta', company_image: null };
    const indonesian = writePageHead(
      indexHtml,
      { head: companyPageHead(company) },
      'https://t.example/',
      'id',
    );
    expect(indonesian).toContain('<title>Gojek - Lowongan kerja dan profil perusahaan | Talent</title>');
    expect(indonesian).toContain(
      'content="Gojek sedang merekrut: 1 lowongan terbuka di Jakarta. Lihat lowongannya dan lamar di Talent."',
    );
    const english = writePageHead(indexHtml, { head: companyPageHead(company) }, 'https://t.example/', 'en');
    expect(english).toContain('Gojek is hiring: 1 open job in Jakarta.');

    // The web app's page carries the contract's English summary, so it has its Indonesian.
    const appPage = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');
    expect(appPage).toContain(`<meta name="description" content="${pageHeadTexts.app}" />`);
    expect(writeAppSummary(appPage, 'en')).toBe(appPage);
    expect(writeAppSummary(appPage, 'id')).toContain(
      '<meta name="description" content="Talent: cari lowongan kerja, pantau wawancara dan tawaran kerja, dan bangun profilmu." />',
    );
  });
});
