import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';
import { fakeWebBuild } from '../../testing/web-build.ts';
import { registerCompaniesRoutes } from './index.ts';

// Master data (packages/db/src/seed): company 1 is Gojek.
let web: TestApp;

beforeAll(async () => {
  web = await createTestApp({
    modules: [registerCompaniesRoutes],
    config: testConfig({ WEB_DIST: fakeWebBuild(), PUBLIC_URL: 'https://talent.example' }),
  });
});

afterAll(async () => {
  await web?.close();
});

const headOf = (html: string) => ({
  titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
  descriptions: [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]),
  og: Object.fromEntries(
    [...html.matchAll(/<meta property="og:(\w+)" content="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  ),
});

describe("a shared company page's first load", () => {
  it('carries the company in its title, description and preview tags before any script runs', async () => {
    const page = await web.app.inject({ url: '/company/1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const head = headOf(page.body);
    expect(head.titles).toEqual(['Gojek - Jobs and company profile | Talent']);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).toMatch(/^Gojek is hiring: \d+ open jobs in /);
    expect(head.og).toMatchObject({
      type: 'website',
      title: 'Gojek - Jobs and company profile | Talent',
      url: 'https://talent.example/company/1',
    });
    expect(page.body).toContain('<div id="root"></div>');
  });

  it("keeps the app's own head for a company that does not exist and for other pages", async () => {
    for (const url of ['/company/999999', '/company/not-a-number', '/company/1/extra', '/login']) {
      const head = headOf((await web.app.inject({ url })).body);
      expect(head.titles, url).toEqual(['Talent']);
      expect(head.og, url).toEqual({});
    }
  });
});
