import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The app and its libraries are written against React's API; Preact renders them (decision 0104).
 * The build, `npm run dev` and the component tests all resolve React's modules to Preact's here, so
 * the tests exercise the renderer that ships.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: fileURLToPath(new URL('../src/lib/react-on-preact.ts', import.meta.url)) },
];
