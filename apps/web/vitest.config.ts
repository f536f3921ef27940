import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Tests of the server's render of a page run it as the server does, on Node's timers, which the window
 * of the `vmThreads` pool does not have: they get a jsdom of their own per file, as before, in the
 * `web:server-render` project the root config adds.
 */
export const serverRenderTests = ['src/entry-server.test.tsx', 'src/app/start-page.test.tsx'];

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker, a fresh window of it per test file: making a jsdom was a third of each
    // component test file's time (Vitest's docs: "pool", vmThreads).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...serverRenderTests],
    setupFiles: ['./src/test/node-globals.ts', './src/test/setup.ts'],
    // Component tests render the whole app; on a busy machine the first lazy page takes seconds.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
