import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStylesPerComponent } from './build/mantine-styles.ts';
import { paintBeforeScripts } from './build/paint-before-scripts.ts';
import { precompress } from './build/precompress.ts';
import { afterFirstPaintModule, routePreloadsOfBuild } from './build/route-preloads.ts';

/** The API server of `npm run dev`; Vite forwards every API call to it so the app runs on one origin. */
const apiServer = 'http://localhost:8080';

/**
 * The version the app's version guard compares with the one a browser stored (spec section 4): the
 * release named at build time, else the commit being built, so each new build is a new version.
 */
function appVersion(): string {
  if (process.env.VITE_APP_VERSION) return process.env.VITE_APP_VERSION;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unversioned';
  }
}

/**
 * Two builds: the browser's (`dist/`), and with `--ssr` the server's render of the same app
 * (`dist-ssr/entry-server.js`, decision 0149), which the API server loads when it is there.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    mantineStylesPerComponent(),
    react(),
    ...(isSsrBuild ? [] : [paintBeforeScripts(), precompress(), routePreloadsOfBuild()]),
  ],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: apiServer, changeOrigin: true } },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        sourcemap: true,
        // The shell is one chunk by design (decision 0103) and its weight is held by the first-load budget,
        // gzip, per page (e2e/support/first-load-budget.ts); Vite's minified-size warning would say so on
        // every build and tell a newcomer nothing.
        chunkSizeWarningLimit: 1024,
        // No list of every lazy import's scripts in the shell (3.6 kB gzip on every first load, issue #28):
        // the server names a page's files in its HTML (build/route-preloads.ts), and a page opened later
        // fetches its chunks as the browser reads their imports. Stylesheets stay listed, since a lazy
        // chunk's CSS is loaded only through that list (decision 0152).
        modulePreload: false,
        rolldownOptions: {
          // The loader of the pages the server painted (decision 0164) is its own entry: the pages name
          // it instead of the app's entry, which it loads once they are on the screen.
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            'after-first-paint': fileURLToPath(new URL(afterFirstPaintModule, import.meta.url)),
          },
          output: {
            codeSplitting: {
              // Every page loads the entry and all it imports, so those modules go in one chunk: left to
              // itself Rolldown split them into 27 files wherever a lazy page shared one (Box, use-id, the
              // router's pieces), and each file costs its own compression and import glue, about 14 kB
              // gzip on every first load (decision 0103). Lazy code keeps following the routes. The loader
              // of painted pages stays out: it is all a painted page runs before its first paint.
              groups: [
                { name: 'shell', tags: ['$initial'], test: (id) => !id.endsWith(afterFirstPaintModule) },
              ],
            },
          },
        },
      },
}));
