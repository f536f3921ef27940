import type { Plugin } from 'vite';

/**
 * The entry script asks for a low priority. The server paints every page (decision 0149), so the
 * first paint waits only for the stylesheets, and on a phone's few connections a high-priority entry
 * would queue ahead of them; the route's own scripts ask for the same (apps/server route-preloads).
 * A page painted for reading goes further and names no script but its loader (decision 0164); this
 * tag is what the signed-in pages load.
 * Vite writes the entry's tag itself and keeps none of the attributes `index.html` gives it, hence
 * this step after it.
 */
export function paintBeforeScripts(): Plugin {
  return {
    name: 'talent:paint-before-scripts',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module" crossorigin src=/,
          '<script type="module" crossorigin fetchpriority="low" src=',
        ),
    },
  };
}
