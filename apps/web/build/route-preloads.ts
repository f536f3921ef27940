import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Manifest, type Plugin } from 'vite';

/** The file the server reads to name a page's chunks in its HTML (apps/server/src/platform/web/route-preloads.ts). */
export const routePreloadsFile = 'route-preloads.json';

/**
 * The loader of the pages the server painted (decision 0164), an entry of the build beside index.html:
 * such a page names it instead of the app's entry, which it loads after the first paint.
 */
export const afterFirstPaintModule = 'src/after-first-paint.ts';

/** What the server reads of the build: the app's entry, the painted pages' loader, each route's files. */
export interface PageFiles {
  entry: string;
  afterFirstPaint: string;
  routes: RoutePreload[];
}

/** One page of the route table, with the built files its lazy parts load beyond the app's entry. */
export interface RoutePreload {
  /** The full path pattern, as React Router matches it: `/talent/job/:id`, `/*`. */
  path: string;
  /** Addresses of the scripts (`.js`) and stylesheets (`.css`) to fetch with the entry. */
  files: string[];
}

/** The parts of a route this step reads; a `lazy` function may carry what `lazyPage` loads (lib/lazy-page.ts). */
interface TableRoute {
  path?: string;
  index?: boolean;
  lazy?: unknown;
  children?: TableRoute[];
}

type LazyFunction = (() => unknown) & { loadPage?: () => unknown; namespaces?: readonly string[] };

/** A route pattern with the source modules its lazy parts import, from the root down. */
export interface RouteModules {
  path: string;
  modules: string[];
}

/**
 * The modules a loader function imports, read from its source as Vite's SSR transform writes it:
 * `import('./pages/login-page')` becomes `__vite_ssr_dynamic_import__("/src/features/accounts/pages/login-page.tsx")`.
 */
export function importedModules(load: () => unknown): string[] {
  return [...String(load).matchAll(/__vite_ssr_dynamic_import__\(\s*["']([^"']+)["']/g)].map(
    (match) => match[1] as string,
  );
}

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/**
 * Every route of the table that a path can end on, with the modules that the lazy parts of its
 * branch import (the page, and the texts of the namespaces `lazyPage` names); none for a redirect,
 * so the server knows that path too and names nothing for it.
 */
export function routeModules(
  routes: readonly TableRoute[],
  namespaceLoaders: Readonly<Record<string, () => unknown>>,
  parent = { path: '/', modules: [] as string[] },
): RouteModules[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent.path : joinPath(parent.path, route.path);
    if (route.lazy !== undefined && typeof route.lazy !== 'function')
      throw new Error(
        `The route ${path} is lazy per property, which this step cannot read: give it one lazy function.`,
      );
    const lazy = route.lazy as LazyFunction | undefined;
    const own = lazy
      ? [
          ...importedModules(lazy.loadPage ?? lazy),
          ...(lazy.namespaces ?? []).flatMap((name) => {
            const load = namespaceLoaders[name];
            if (!load)
              throw new Error(
                `The route ${path} loads the namespace "${name}", which locales/index.ts lacks.`,
              );
            return importedModules(load);
          }),
        ]
      : [];
    if (lazy && own.length === 0)
      throw new Error(`The lazy part of the route ${path} imports no module this step can read.`);
    const modules = [...parent.modules, ...own];
    // A path ends on a leaf: a route with children shows one of them (its index at its own path).
    const here = !route.children && (route.index || route.path !== undefined) ? [{ path, modules }] : [];
    return [...here, ...routeModules(route.children ?? [], namespaceLoaders, { path, modules })];
  });
}

function chunkOf(manifest: Manifest, key: string) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}.`);
  return chunk;
}

/** The built files a module needs (its chunk, the chunks it imports statically, their CSS), as addresses. */
function filesOf(manifest: Manifest, key: string, into = new Set<string>(), seen = new Set<string>()) {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = chunkOf(manifest, key);
  into.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into, seen);
  return into;
}

/** Each route's files beyond those index.html already names (the entry and its static imports). */
export function routePreloads(manifest: Manifest, routes: readonly RouteModules[]): RoutePreload[] {
  const entry = filesOf(manifest, 'index.html');
  return routes.map(({ path, modules }) => {
    const files = new Set<string>();
    for (const module of modules) filesOf(manifest, module.replace(/^\//, ''), files);
    return { path, files: [...files].filter((file) => !entry.has(file)) };
  });
}

/** The build's files for the server: the two entries' scripts, and each route's own files. */
export function pageFiles(manifest: Manifest, routes: readonly RouteModules[]): PageFiles {
  return {
    entry: `/${chunkOf(manifest, 'index.html').file}`,
    afterFirstPaint: `/${chunkOf(manifest, afterFirstPaintModule).file}`,
    routes: routePreloads(manifest, routes),
  };
}

/**
 * Writes `route-preloads.json` beside the build: the app's entry and the painted pages' loader, and
 * for each route of the table, the chunks and styles its page loads lazily, so the server can name
 * them in that page's HTML and the browser fetches them together with the entry instead of after it
 * has run. The route table stays the one source: this step loads it (`app/routes.tsx`) through
 * Vite's SSR loader and reads which modules each route's lazy part imports, then finds their files
 * in Vite's manifest.
 */
export function routePreloadsOfBuild(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'talent:route-preloads',
    apply: 'build',
    config: () => ({ build: { manifest: true } }),
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    async closeBundle(error) {
      // A failed build wrote no manifest: reading it would hide the build's own error behind ENOENT.
      if (error) return;
      const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const loader = await createServer({
        root,
        configFile,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { routes } = await loader.ssrLoadModule('/src/app/routes.tsx');
        const { lazyResources } = await loader.ssrLoadModule('/src/locales/index.ts');
        const files = pageFiles(manifest, routeModules(routes, lazyResources.en));
        await writeFile(join(outDir, routePreloadsFile), `${JSON.stringify(files, null, 1)}\n`);
      } finally {
        await loader.close();
      }
    },
  };
}
