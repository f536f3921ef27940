import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';
import { fakeWebBuild, indexHtml, largeScript } from '../../testing/web-build.ts';
import { isClientRoute } from './web-app.ts';

let web: TestApp;

beforeAll(async () => {
  web = await createTestApp({
    modules: [],
    config: testConfig({
      WEB_DIST: fakeWebBuild(),
      APP_ENV: 'demo',
      ANNOUNCEMENT: 'New jobs </script> every week',
    }),
  });
});

afterAll(async () => {
  await web?.close();
});

describe('the built web app', () => {
  it('serves hashed assets to be cached for a year', async () => {
    const script = await web.app.inject({ url: '/assets/index-3f9a1c.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const style = await web.app.inject({ url: '/assets/index-77b0de.css' });
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy the browser prefers, and says the answer varies with it', async () => {
    const url = '/assets/react-5e1f0a.js';
    const br = await web.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(largeScript);

    const gz = await web.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(largeScript);

    const plain = await web.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(plain.body).toBe(largeScript);
  });

  it('answers every client route with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/talent/interviews',
      '/salary-calculator',
      '/login',
      '/talent/profile/education?x=1',
    ]) {
      const page = await web.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toBe(indexHtml);
    }
    const compressed = await web.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(indexHtml);
  });

  it('gives unhashed files a short cache', async () => {
    const icon = await web.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404 instead of the page', async () => {
    const missing = await web.app.inject({ url: '/assets/index-000000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toBe(indexHtml);
  });

  it('keeps the API out of the fallback', async () => {
    const api = await web.app.inject({ url: '/api/talent/v2/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().meta.type).toBe('NOT_FOUND');
  });

  it('answers a page request with another method as an API 404, not with the page', async () => {
    const post = await web.app.inject({ method: 'POST', url: '/talent/interviews' });
    expect(post.statusCode).toBe(404);
  });

  it('hands the web app its runtime configuration from the environment, fresh every time', async () => {
    const config = await web.app.inject({ url: '/runtime-config.js' });
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toContain('text/javascript');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.body).not.toContain('</script>');
    const assigned = config.body.replace(/^window\.__TALENT_CONFIG__ = /, '').replace(/;\n$/, '');
    expect(JSON.parse(assigned)).toEqual({
      environment: 'demo',
      announcement: 'New jobs </script> every week',
      enableTestHooks: false,
      analytics: null,
    });
  });
});

describe('the chunks of the page opened', () => {
  let withRoutes: TestApp;
  const jobPage = ['/assets/job-page-1a2b.js', '/assets/job-page-3c4d.css', '/assets/jobs-texts-5e6f.js'];

  beforeAll(async () => {
    const dist = fakeWebBuild({
      routes: [
        { path: '/talent/dashboard', files: [] },
        { path: '/talent/job/:id', files: jobPage },
        { path: '/talent/job/saved', files: ['/assets/saved-jobs-7a8b.js'] },
        { path: '/staffs/*', files: [] },
        { path: '/*', files: ['/assets/not-found-9c0d.js'] },
      ],
    });
    withRoutes = await createTestApp({
      modules: [],
      database: web.database,
      config: testConfig({ WEB_DIST: dist }),
    });
  });

  afterAll(async () => {
    await withRoutes?.close();
  });

  const linksOf = (html: string) =>
    [...html.matchAll(/<link rel="(\w+)" crossorigin (?:fetchpriority="(\w+)" )?href="([^"]+)">/g)].map((m) =>
      [m[1], m[2], m[3]].filter(Boolean).join(' '),
    );

  it('names them in the head, so the browser fetches them with the entry, scripts after the styles painting needs', async () => {
    const page = await withRoutes.app.inject({ url: '/talent/job/42?from=alert' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(linksOf(page.body)).toEqual([
      'modulepreload low /assets/job-page-1a2b.js',
      'stylesheet /assets/job-page-3c4d.css',
      'modulepreload low /assets/jobs-texts-5e6f.js',
    ]);
    expect(page.body.indexOf('job-page-1a2b.js')).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('takes the route React Router would take: a fixed segment before a parameter, anything before the catch-all', async () => {
    const saved = await withRoutes.app.inject({ url: '/talent/job/saved' });
    expect(linksOf(saved.body)).toEqual(['modulepreload low /assets/saved-jobs-7a8b.js']);
    const unknown = await withRoutes.app.inject({ url: '/talent/job/42/more' });
    expect(linksOf(unknown.body)).toEqual(['modulepreload low /assets/not-found-9c0d.js']);
  });

  it('sends the page as built, compressed at build time, where the route loads nothing of its own', async () => {
    for (const url of ['/talent/dashboard', '/staffs/jobs']) {
      const page = await withRoutes.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(indexHtml);
    }
  });
});

describe("the server's render of a page (decision 0149)", () => {
  let rendering: TestApp;
  const errors: unknown[] = [];

  /** Stands in for apps/web/src/entry-server.tsx: its answers depend on the path. */
  const entry = `
    let config;
    let renders = 0;
    export function configureRender(runtimeConfig) { config = runtimeConfig; }
    export async function renderPage(url, seeded, language) {
      if (url.pathname === '/broken') throw new Error('a component failed');
      if (url.pathname === '/talent') return { kind: 'redirect', status: 302, location: '/talent/interviews' };
      const status = url.pathname === '/missing' ? 404 : 200;
      renders += 1;
      const body = '<h1>' + url.pathname + url.search + '</h1><p>' + config.environment + '</p><i>' + renders + '</i><b>' + language + '</b>';
      const isPublic = !url.pathname.startsWith('/talent/');
      return { kind: 'page', status, body, handOver: { queries: seeded, note: '</script><script>alert(1)' }, isPublic };
    }`;

  const builtFiles = {
    entry: '/assets/index-3f9a1c.js',
    afterFirstPaint: '/assets/after-first-paint-0d1e.js',
    routes: [
      { path: '/login', files: ['/assets/login-page-2b3c.js', '/assets/form-4d5e.css'] },
      { path: '/talent/profile', files: ['/assets/profile-6f7a.js'] },
    ],
  };

  /** A shared page whose data is at this revision, as the job pages' is at the jobs' revision. */
  let revision = 'heard:1';
  const renderOf = (html: string) => /<i>(\d+)<\/i>/.exec(html)?.[1];

  beforeAll(async () => {
    rendering = await createTestApp({
      modules: [
        async (_app, { pageHeads }) =>
          pageHeads.add('/kept/:id', async ({ id = '' }) => ({
            head: { title: `Kept ${id}`, description: 'A kept page', image: null },
            queries: [{ key: ['kept', id], data: { id } }],
            revision,
          })),
      ],
      database: web.database,
      config: testConfig({ WEB_DIST: fakeWebBuild(builtFiles, entry), APP_ENV: 'demo' }),
    });
    rendering.app.log.error = ((details: unknown) => errors.push(details)) as typeof rendering.app.log.error;
  });

  afterAll(async () => {
    await rendering?.close();
  });

  it('puts the rendered body in the root, and its hand-over after it as data no browser runs', async () => {
    const page = await rendering.app.inject({ url: '/login?next=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toMatch(
      /<div id="root"><h1>\/login\?next=1<\/h1><p>demo<\/p><i>\d+<\/i><b>en<\/b><\/div>/,
    );
    const handOver = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(handOver ?? '')).toEqual({ queries: [], note: '</script><script>alert(1)' });
    expect(page.body).not.toContain('<script>alert(1)');
  });

  it('starts no script of a page it painted for reading before that paint: the loader fetches them after it (decision 0164)', async () => {
    const page = await rendering.app.inject({ url: '/login' });
    expect(page.body).not.toContain('src="/assets/index-3f9a1c.js"');
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/form-4d5e.css">');
    expect(page.body).toContain(
      '<script type="module" crossorigin src="/assets/after-first-paint-0d1e.js"></script>',
    );
    const listed = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(
      page.body,
    )?.[1];
    expect(JSON.parse(listed ?? '')).toEqual(['/assets/index-3f9a1c.js', '/assets/login-page-2b3c.js']);
    expect((await rendering.app.inject({ url: '/missing' })).body).toContain('id="page-scripts"');
  });

  it("loads a signed-in page's scripts with it: its content is theirs to draw", async () => {
    const page = await rendering.app.inject({ url: '/talent/profile' });
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>');
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/profile-6f7a.js">',
    );
    expect(page.body).not.toContain('page-scripts');
  });

  it("answers a route's redirect and the not-found page's status", async () => {
    const home = await rendering.app.inject({ url: '/talent' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/talent/interviews');
    expect((await rendering.app.inject({ url: '/missing' })).statusCode).toBe(404);
  });

  it('keeps the render of a page for the revision of its data, and renders it again once that moves', async () => {
    const first = await rendering.app.inject({ url: '/kept/7' });
    expect(first.body).toContain('"queries":[{"key":["kept","7"],"data":{"id":"7"}}]');
    const again = await rendering.app.inject({ url: '/kept/7' });
    expect(renderOf(again.body)).toBe(renderOf(first.body));
    revision = 'heard:2';
    const moved = await rendering.app.inject({ url: '/kept/7' });
    expect(renderOf(moved.body)).not.toBe(renderOf(first.body));
    // A page without a revision is rendered every time.
    const login = renderOf((await rendering.app.inject({ url: '/login' })).body);
    expect(renderOf((await rendering.app.inject({ url: '/login' })).body)).not.toBe(login);
  });

  it("renders a public page's Indonesian address in Indonesian, linking each language's address (decision 0161)", async () => {
    const page = await rendering.app.inject({ url: '/login?lang=id' });
    expect(page.body).toContain('<html lang="id"');
    expect(page.body).toContain('<b>id</b>');
    const links = [
      '<link rel="canonical" href="http://talent.test/login?lang=id" />',
      '<link rel="alternate" hreflang="en" href="http://talent.test/login?lang=en" />',
      '<link rel="alternate" hreflang="id" href="http://talent.test/login?lang=id" />',
      '<link rel="alternate" hreflang="x-default" href="http://talent.test/login" />',
    ];
    for (const link of links) expect(page.body).toContain(link);
    // The address alone says the language: no browser gets another.
    expect(page.headers.vary).toBe('accept-encoding');
    const english = await rendering.app.inject({
      url: '/login?lang=en',
      headers: { 'accept-language': 'id-ID,id;q=0.9' },
    });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<link rel="canonical" href="http://talent.test/login?lang=en" />');
  });

  it("renders an address that names no language in the browser's preferred one, and says so", async () => {
    const page = await rendering.app.inject({
      url: '/login',
      headers: { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' },
    });
    expect(page.body).toContain('<html lang="id"');
    expect(page.body).toContain('<b>id</b>');
    expect(page.body).toContain('<link rel="canonical" href="http://talent.test/login" />');
    expect(page.headers.vary).toBe('accept-encoding, accept-language, cookie');
    const english = await rendering.app.inject({ url: '/login', headers: { 'accept-language': 'fr, en' } });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<b>en</b>');
  });

  it('renders an address that names no language in the one last chosen on the browser', async () => {
    const chosen = await rendering.app.inject({
      url: '/login',
      headers: { 'accept-language': 'id-ID,id;q=0.9', cookie: 'other=1; language=en' },
    });
    expect(chosen.body).toContain('<html lang="en"');
    expect(chosen.body).toContain('<b>en</b>');
    const unknown = await rendering.app.inject({
      url: '/login',
      headers: { 'accept-language': 'id-ID', cookie: 'language=fr' },
    });
    expect(unknown.body).toContain('<html lang="id"');
    // The address's language still wins: it is that language's page for everyone.
    const named = await rendering.app.inject({ url: '/login?lang=id', headers: { cookie: 'language=en' } });
    expect(named.body).toContain('<html lang="id"');
  });

  it("links a shared page's languages at its one address, and a signed-in page's not at all", async () => {
    const kept = await rendering.app.inject({ url: '/kept/7?lang=id' });
    expect(kept.body).toContain('<meta property="og:url" content="http://talent.test/kept/7?lang=id" />');
    expect(kept.body).toContain(
      '<link rel="alternate" hreflang="en" href="http://talent.test/kept/7?lang=en" />',
    );
    const signedIn = await rendering.app.inject({ url: '/talent/profile?lang=id' });
    expect(signedIn.body).toContain('<html lang="id"');
    expect(signedIn.body).not.toContain('hreflang');
    expect(signedIn.body).not.toContain('rel="canonical"');
  });

  it('sends the page for the browser to draw when the render fails, and logs why', async () => {
    const page = await rendering.app.inject({ url: '/broken' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(indexHtml);
    expect(errors).toEqual([expect.objectContaining({ path: '/broken' })]);
  });
});

describe('without a web build', () => {
  it('still serves the API and says what to do on a page', async () => {
    const bare = await createTestApp({ modules: [], database: web.database });
    try {
      expect((await bare.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const page = await bare.app.inject({ url: '/talent/interviews' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expect((await bare.app.inject({ url: '/api/nothing' })).json().meta.type).toBe('NOT_FOUND');
    } finally {
      await bare.close();
    }
  });
});

describe('which paths belong to the browser router', () => {
  it('takes paths without a file extension outside /api', () => {
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/talent/404')).toBe(true);
    expect(isClientRoute('/api')).toBe(false);
    expect(isClientRoute('/api/master/data/universities')).toBe(false);
    expect(isClientRoute('/robots.txt')).toBe(false);
    expect(isClientRoute('/apis-explained')).toBe(true);
  });
});
