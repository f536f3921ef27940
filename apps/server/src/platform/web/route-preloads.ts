import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonForScript } from './page-heads.ts';

/** What the web build writes beside index.html (apps/web/build/route-preloads.ts). */
export const routePreloadsFile = 'route-preloads.json';

interface RoutePreload {
  path: string;
  files: string[];
}

/** The files of the page a path opens, for its HTML to name; none when the build named none. */
export type RoutePreloads = (path: string) => readonly string[];

/** The app's entry and the loader that a page the server painted names instead (decision 0164). */
export interface EntryScripts {
  entry: string;
  afterFirstPaint: string;
}

/** What the server knows of the build's files: each route's, and the entries' when the build named them. */
export interface PageFiles {
  routeFiles: RoutePreloads;
  entryScripts: EntryScripts | null;
}

/**
 * How well a pattern fits, as React Router ranks routes: a fixed segment beats a `:param`, which
 * beats a `*` that takes the rest; null when it does not fit.
 */
function fit(pattern: readonly string[], segments: readonly string[]): number | null {
  let score = 0;
  for (const [index, expected] of pattern.entries()) {
    if (expected === '*') return score - 1;
    const segment = segments[index];
    if (segment === undefined || segment === '') return null;
    if (expected.startsWith(':')) score += 3;
    else if (expected === segment) score += 10;
    else return null;
  }
  return pattern.length === segments.length ? score : null;
}

const segmentsOf = (path: string) => path.split('/').filter((segment, index) => index > 0 || segment);

/** Reads the build's files; without them (an older build) every page names nothing more. */
export function loadPageFiles(dist: string): PageFiles {
  const file = join(dist, routePreloadsFile);
  if (!existsSync(file)) return { routeFiles: () => [], entryScripts: null };
  const { routes, entry, afterFirstPaint } = JSON.parse(readFileSync(file, 'utf8')) as {
    routes: RoutePreload[];
  } & Partial<EntryScripts>;
  return {
    routeFiles: routeFilesOf(routes),
    entryScripts: entry && afterFirstPaint ? { entry, afterFirstPaint } : null,
  };
}

function routeFilesOf(routes: readonly RoutePreload[]): RoutePreloads {
  const patterns = routes.map((route) => ({ segments: segmentsOf(route.path), files: route.files }));
  return (path) => {
    const segments = segmentsOf(path.replace(/\/+$/, '') || '/');
    let best: { score: number; files: readonly string[] } | null = null;
    for (const pattern of patterns) {
      const score = fit(pattern.segments, segments);
      if (score !== null && (best === null || score > best.score)) best = { score, files: pattern.files };
    }
    return best?.files ?? [];
  };
}

/**
 * The page with its route's chunks named in its head, so the browser fetches them while it fetches
 * the entry instead of after running it: scripts as `modulepreload`, styles as the stylesheets
 * the page would add (the app's own loader then finds them in place and adds nothing). The scripts
 * ask for a low priority: the server's HTML paints without them, and on a phone's few connections
 * they would otherwise queue ahead of the stylesheets that painting waits for.
 */
export function writeRoutePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) =>
    file.endsWith('.css')
      ? `<link rel="stylesheet" crossorigin href="${file}">`
      : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`,
  );
  return html.replace('</head>', `${links.join('\n')}\n</head>`);
}

/**
 * A page the server painted for reading (decision 0164): no script starts before its first paint.
 * The styles the paint needs stay in the head; the entry's tag gives way to the loader, and the entry
 * and the route's chunks are listed in `#page-scripts`, a data block the loader reads once the page
 * is on the screen. A page whose entry tag is not found names its files as any other page does.
 */
export function writeScriptsAfterFirstPaint(
  html: string,
  files: readonly string[],
  { entry, afterFirstPaint }: EntryScripts,
): string {
  const source = html.indexOf(` src="${entry}"`);
  const start = html.lastIndexOf('<script', source);
  const end = html.indexOf('</script>', source);
  if (source === -1 || start === -1 || end === -1) return writeRoutePreloads(html, files);
  const scripts = [entry, ...files.filter((file) => !file.endsWith('.css'))];
  const loader =
    `<script type="application/json" id="page-scripts">${jsonForScript(scripts)}</script>` +
    `<script type="module" crossorigin src="${afterFirstPaint}"></script>`;
  const withLoader = `${html.slice(0, start)}${loader}${html.slice(end + '</script>'.length)}`;
  return writeRoutePreloads(
    withLoader,
    files.filter((file) => file.endsWith('.css')),
  );
}
