import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createKeptFinishedPages,
  type FinishedPage,
  finishedPage,
  pageBytes,
  UnrenderedPage,
} from './finished-pages.ts';
import { type FoundPage, type PageHeads, writeAppSummary, writePageHead } from './page-heads.ts';
import {
  canonicalIn,
  type PageLanguage,
  pageLanguageOf,
  writeLanguageAlternates,
  writePageLanguage,
} from './page-languages.ts';
import { loadPageFiles, writeRoutePreloads, writeScriptsAfterFirstPaint } from './route-preloads.ts';
import { loadServerRender, writeRenderedBody } from './server-render.ts';
import { robotsTxt } from './sitemap.ts';

export const cacheControl = {
  /** Vite names these by their content hash: a changed file gets a new name, so keep them forever. */
  hashed: 'public, max-age=31536000, immutable',
  /** The page that names the current hashed files must always be fetched fresh. */
  page: 'no-cache',
  /** Unhashed public files (favicon): fresh enough for an hour. */
  other: 'public, max-age=3600',
} as const;

/** What the web app reads as `window.__TALENT_CONFIG__` (apps/web/src/lib/runtime-config.ts). */
export interface WebRuntimeConfig {
  environment: string;
  announcement: string | null;
  enableTestHooks: boolean;
  /** Where page views and key events go; null sends none (spec section 9: only in production). */
  analytics: { provider: string; scriptUrl: string; site: string } | null;
}

export interface WebAppOptions {
  /** The Vite build output: `index.html` and hashed files under `assets/`. */
  dist: string;
  runtimeConfig: WebRuntimeConfig;
  /** Pages whose first load carries their own title and description (shared links). */
  pageHeads?: PageHeads;
  /** The app's address as people reach it, for the absolute addresses link previews need. */
  publicUrl?: string;
}

/** True for a path the browser's router owns: not the API, and not a file (no extension). */
export function isClientRoute(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * Serves the built React app from the same origin as the API, compressed at build time: hashed
 * assets cached for a year, `index.html` never cached, and every client route (`/talent/interviews`,
 * `/login`, ...) answered with `index.html` so the browser's router takes over, its head naming the
 * chunks of the page opened so they load with the entry. Returns the fallback for the not-found
 * handler. Without a build the API still works and the log says what to do.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: WebAppOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<boolean>> {
  app.get('/runtime-config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `window.__TALENT_CONFIG__ = ${JSON.stringify(options.runtimeConfig).replace(/</g, '\\u003c')};\n`,
      ),
  );

  const pageHeads = options.pageHeads;
  const originOf = (request: FastifyRequest) =>
    new URL(options.publicUrl ?? `${request.protocol}://${request.host}`).origin;
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl.other)
      .send(robotsTxt(originOf(request))),
  );
  if (pageHeads) {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', cacheControl.other)
        .send(await pageHeads.sitemap.index(originOf(request))),
    );
    app.get<{ Params: { name: string } }>(
      '/sitemap-:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const [, name = '', number = ''] = /^([a-z]+)-(\d+)\.xml$/.exec(request.params.name) ?? [];
        const page = await pageHeads.sitemap.page(name, Number(number), originOf(request));
        if (page === null) return reply.callNotFound();
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', cacheControl.other)
          .send(page);
      },
    );
  }

  const built = existsSync(join(options.dist, 'index.html'));
  if (!built) {
    app.log.warn(
      `The web app is not built (no index.html in ${options.dist}); the API works, pages do not. Run "npm run build" and restart.`,
    );
    return async (request, reply) => {
      if (!isPageRequest(request)) return false;
      await reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app has not been built yet. Run "npm run build", restart the server and reload this page.',
        );
      return true;
    };
  }

  const assetsFolder = join(options.dist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: options.dist,
    prefix: '/',
    index: 'index.html',
    // One route per built file, read once at start: a page's path then misses at once, where the
    // catch-all route read the folders on disk for every page and every asset (over half the time of
    // a kept job page).
    wildcard: false,
    // The build's fallback for a server-less preview; this server answers it from its environment.
    globIgnore: ['runtime-config.js'],
    // The build writes .br and .gz copies (apps/web/build/precompress.ts); the best one the browser
    // accepts is sent, with `Vary: Accept-Encoding`.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, sentPath) => {
      const path = sentPath.replace(/\.(br|gz)$/, '');
      const policy = path.startsWith(assetsFolder)
        ? cacheControl.hashed
        : path.endsWith('.html')
          ? cacheControl.page
          : cacheControl.other;
      reply.header('cache-control', policy);
    },
  });

  const page = await readFile(join(options.dist, 'index.html'), 'utf8');
  const { routeFiles, entryScripts } = loadPageFiles(options.dist);
  const render = await loadServerRender(options.dist, options.runtimeConfig, app.log);
  const keptPages = createKeptFinishedPages();

  /** The page at `pageUrl` as it goes out: its head, the chunks it opens with, and its render. */
  const finish = async (pageUrl: URL, found: FoundPage, language: PageLanguage): Promise<FinishedPage> => {
    const path = pageUrl.pathname;
    // The first paint is the server's (decision 0149), in the page's language (decision 0161);
    // without its render, the browser draws the page.
    const rendered =
      render &&
      (await render(pageUrl, found.kind === 'found' ? (found.page.queries ?? []) : [], language.language));
    if (rendered?.kind === 'redirect') return rendered;
    let html = writeAppSummary(page, language.language);
    if (found.kind === 'found' || rendered?.isPublic) {
      const onePage = new URL((found.kind === 'found' && found.page.canonicalPath) || path, pageUrl.origin);
      if (found.kind === 'found')
        html = writePageHead(html, found.page, canonicalIn(onePage, language).href, language.language);
      html = writeLanguageAlternates(html, onePage, language);
    }
    // A page painted for reading loads its scripts once it is on the screen (decision 0164); a
    // signed-in page's content is the scripts' to draw, so they load with the page.
    const paintedForReading = rendered && (rendered.isPublic || rendered.status === 404);
    html =
      paintedForReading && entryScripts
        ? writeScriptsAfterFirstPaint(html, routeFiles(path), entryScripts)
        : writeRoutePreloads(html, routeFiles(path));
    if (rendered) {
      html = writePageLanguage(writeRenderedBody(html, rendered.body, rendered.handOver), language.language);
    }
    // A shared page that does not exist answers 404, as does the app's not-found page: search engines
    // drop the address.
    const missing = found.kind === 'missing' || rendered?.status === 404;
    const finished = finishedPage(missing ? 404 : 200, html);
    if (render && !rendered) throw new UnrenderedPage(finished);
    return finished;
  };

  return async (request, reply) => {
    if (!isPageRequest(request)) return false;
    const path = request.url.split('?')[0] ?? '/';
    const origin = originOf(request);
    const pageUrl = new URL(request.url, origin);
    const found = (await pageHeads?.find(path, origin, pageUrl.searchParams)) ?? { kind: 'unclaimed' };
    if (render === null && found.kind === 'unclaimed' && routeFiles(path).length === 0) {
      await reply.code(200).sendFile('index.html');
      return true;
    }
    const language = pageLanguageOf(pageUrl, request.headers);
    const revision = found.kind === 'found' ? found.page.revision : undefined;
    const finished = await keptPages(pageUrl, language.language, revision, () =>
      finish(pageUrl, found, language),
    );
    if (finished.kind === 'redirect') {
      await reply.redirect(finished.location, finished.status);
      return true;
    }
    // Compressed here, once per kept page: the compression plugin leaves an encoded answer alone.
    const { encoding, body } = pageBytes(finished, request.headers['accept-encoding']);
    if (encoding !== null) reply.header('content-encoding', encoding);
    await reply
      .code(finished.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cacheControl.page)
      // A page whose address names no language is rendered in the one chosen on the browser, else
      // in its preferred one.
      .header('vary', language.named ? 'accept-encoding' : 'accept-encoding, accept-language, cookie')
      .send(body);
    return true;
  };
}

function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(path);
}
