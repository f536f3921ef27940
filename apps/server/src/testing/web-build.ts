import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pageHeadTexts } from '@talent/contract';

/** The app's page as a tiny build writes it, with the title and description every page starts from. */
export const indexHtml = `<!doctype html><html lang="en"><head><meta name="description" content="${pageHeadTexts.app}" /><title>Talent</title><script src="/runtime-config.js"></script><script type="module" crossorigin src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div></body></html>`;

/** A hashed script large enough that the build keeps compressed copies beside it. */
export const largeScript = `export const rows = [${'"a row of the app",'.repeat(200)}];`;

/**
 * What apps/web/build/route-preloads.ts writes: each route's path pattern with its page's files, and
 * the app's entry with the loader a painted page names instead (decision 0164).
 */
export interface FakeRoutePreloads {
  entry?: string;
  afterFirstPaint?: string;
  routes: { path: string; files: string[] }[];
}

/**
 * A web build in a temporary folder, laid out as `npm run build` lays out apps/web/dist, and beside
 * it, when given, the module of the server's render (`dist-ssr/entry-server.js`).
 */
export function fakeWebBuild(routePreloads?: FakeRoutePreloads, serverRender?: string): string {
  const build = mkdtempSync(join(tmpdir(), 'talent-web-build-'));
  const dist = join(build, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  if (serverRender !== undefined) {
    mkdirSync(join(build, 'dist-ssr'));
    writeFileSync(join(build, 'dist-ssr', 'entry-server.js'), serverRender);
  }
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app");');
  writeFileSync(join(dist, 'assets', 'index-77b0de.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What apps/web/public/runtime-config.js leaves in every build; the server answers that path itself.
  writeFileSync(join(dist, 'runtime-config.js'), 'window.__TALENT_CONFIG__ = {};');
  // What apps/web/build/precompress.ts writes beside a large file.
  writeFileSync(join(dist, 'assets', 'react-5e1f0a.js'), largeScript);
  writeFileSync(join(dist, 'assets', 'react-5e1f0a.js.br'), brotliCompressSync(largeScript));
  writeFileSync(join(dist, 'assets', 'react-5e1f0a.js.gz'), gzipSync(largeScript));
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
  if (routePreloads) writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(routePreloads));
  return dist;
}
