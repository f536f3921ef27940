import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { reactOnPreact } from './build/preact-renderer.ts';

/**
 * Tests run on the renderer the app ships (decision 0104): every package that imports React goes
 * through Vite, so the alias reaches it, and through its ES module build (`mainFields`), since a
 * CommonJS build would require React itself. A new library that imports React joins this list.
 * Testing Library goes whole: its DOM part, loaded once by React's binding and once by user-event,
 * must be one copy, so that user-event's events run inside the binding's act() as they do under React.
 */
const reactDependents =
  /node_modules\/(@mantine|@floating-ui|@tabler|@tanstack\/react-query|@testing-library|react-router|react-dropzone|react-number-format|react-remove-scroll|react-style-singleton|react-transition-group|use-callback-ref|use-sidecar|use-sync-external-store|recharts|react-redux|@reduxjs|embla-carousel-react)\//;

export default defineProject({
  resolve: {
    mainFields: ['module', 'main'],
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...reactOnPreact],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Component tests render the whole app; on a busy machine the first lazy page takes seconds.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
    server: { deps: { inline: [reactDependents] } },
  },
});
