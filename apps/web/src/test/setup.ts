import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { lazyNamespaces, loadNamespaces } from '@/lib/i18n';
import { closeAllModals } from '@/lib/modal-manager';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { network } from './network';

// Features' texts load with their routes; a component test renders without them, so load them all.
await loadNamespaces(lazyNamespaces);

// The theme opens option lists and menus in the page's main landmark, which the app's frame draws: a
// component drawn alone gets a stand-in for it.
beforeEach(() => {
  if (document.getElementById('main-content') === null)
    document.body.append(Object.assign(document.createElement('div'), { id: 'main-content' }));
});

// Lazily loaded pages are transformed on first use, which under a busy machine takes a while.
configure({ asyncUtilTimeout: 10_000 });

/** What jsdom lacks and Mantine needs: media queries, element resizing, scrolling. */
let narrowScreen = false;

/** Makes `(max-width: …)` media queries match, as on a phone. */
export function setNarrowScreen(narrow: boolean): void {
  narrowScreen = narrow;
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: narrowScreen && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverShim;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// Mantine's growing textarea listens for web fonts loading, which jsdom does not do.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

beforeAll(() => network.listen({ onUnhandledFrame: 'bypass' }));
afterAll(() => network.close());

afterEach(() => {
  network.resetHandlers();
  cleanup();
  // Toasts live in a store outside React: one test's toast must not take the next test's focus.
  notifications.clean();
  window.localStorage.clear();
  closeAllModals();
  setRuntimeConfig(undefined);
  narrowScreen = false;
  // A stubbed global (the uploads' XMLHttpRequest) lasts one test, as the network's handlers do.
  vi.unstubAllGlobals();
});
