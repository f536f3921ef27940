import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { LazyNamespace } from '@/locales';
import { loadNamespaces } from './i18n';

/**
 * A route's `lazy`: the page's code and its feature's texts, loaded together the first time the
 * route matches, so the app's first load carries neither.
 *
 *   { path: 'settings', lazy: lazyPage(async () => (await import('./pages/settings-page')).SettingsPage, ['accounts']) }
 */
export function lazyPage(
  loadPage: () => Promise<ComponentType>,
  namespaces: readonly LazyNamespace[] = [],
): NonNullable<RouteObject['lazy']> {
  return async () => {
    const [Component] = await Promise.all([loadPage(), loadNamespaces(namespaces)]);
    return { Component };
  };
}
