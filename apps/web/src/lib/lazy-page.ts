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

/**
 * A component loaded with its feature's texts the first time it renders (inside a Suspense), for
 * a feature's part of another page, such as its section of the settings page.
 */
export function lazyComponent(
  load: () => Promise<ComponentType>,
  namespaces: readonly LazyNamespace[] = [],
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: Component };
  });
}
