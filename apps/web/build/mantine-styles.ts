import type { Plugin } from 'vite';

/** A component's class-name module in @mantine/core: `esm/components/Button/Button.module.mjs`. */
const coreStyleModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
/** The packages beside core ship one small stylesheet each. */
const packageStyleModule =
  /[\\/]@mantine[\\/](dates|charts|carousel|dropzone|notifications)[\\/]esm[\\/].*\.module\.mjs$/;

/**
 * Mantine's styles follow its components: each component's class-name module imports that component's
 * stylesheet (for the other Mantine packages, the package's one stylesheet), so a page's chunk carries
 * the CSS of the components it renders and nothing else, where the whole `styles.css` (41 kB gzip) would
 * load on every page. The `.layer.css` files put Mantine in `@layer mantine`, so the app's own styles
 * win whatever order chunks load in. The base (reset, variables, globals) is imported by `src/main.tsx`.
 */
export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'talent:mantine-styles-per-component',
    enforce: 'pre',
    transform(code, id) {
      const core = coreStyleModule.exec(id);
      if (core) return { code: `import '@mantine/core/styles/${core[1]}.layer.css';\n${code}`, map: null };
      const other = packageStyleModule.exec(id);
      if (other) return { code: `import '@mantine/${other[1]}/styles.layer.css';\n${code}`, map: null };
      return undefined;
    },
  };
}
