import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False on the server and while the browser hydrates the server's page, true from then on. What the
 * server cannot see (who is signed in, the address's `#hash`, the history entry's state) is read only
 * once this is true, so the hydrating render is the server's and React keeps its HTML (decision 0149).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
