import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { LazyNamespace } from '@/locales';
import { loadNamespaces } from './i18n';

/**
 * What a lazy page loads, kept on its route's `lazy` so the build can name the page's chunks and
 * the server can have a browser fetch them with the app itself (build/route-preloads.ts).
 */
export interface LazyPageParts {
  loadPage: () => Promise<ComponentType>;
  namespaces: readonly LazyNamespace[];
}

/**
 * A route's `lazy`: the page's code and its feature's texts, loaded together the first time the
 * route matches, so the app's first load carries neither.
 *
 *   { path: 'settings', lazy: lazyPage(async () => (await import('./pages/settings-page')).SettingsPage, ['accounts']) }
 */
export function lazyPage(
  loadPage: () => Promise<ComponentType>,
  namespaces: readonly LazyNamespace[] = [],
): NonNullable<RouteObject['lazy']> & LazyPageParts {
  const lazy = async () => {
    const [Component] = await Promise.all([loadPage(), loadNamespaces(namespaces)]);
    return { Component };
  };
  return Object.assign(lazy, { loadPage, namespaces });
}

/** A lazily loaded component whose code and texts can be fetched before it first renders. */
export type PreloadableComponent = LazyExoticComponent<ComponentType> & { preload: () => void };

/**
 * A component loaded with its feature's texts the first time it renders (inside a Suspense), for
 * a feature's part of another page, such as its section of the settings page. `preload()` starts
 * the same loading earlier, for a page that knows it will show the part once its own data is in.
 */
export function lazyComponent(
  load: () => Promise<ComponentType>,
  namespaces: readonly LazyNamespace[] = [],
): PreloadableComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([Component]) => ({
      default: Component,
    }));
    return loading;
  };
  return Object.assign(lazy(loadOnce), {
    preload: () => {
      // A failure shows where the part renders (its error boundary), not here.
      loadOnce().catch(() => undefined);
    },
  });
}
