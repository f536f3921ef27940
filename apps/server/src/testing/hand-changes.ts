import type { KeptFactsChange, KeptFactsChanges } from '../platform/kept/changes.ts';

/** Changes the test announces by hand, and whether the process hears them. */
export function handChanges() {
  const listeners = new Set<(change: KeptFactsChange) => void>();
  const changes = {
    listening: true,
    sequence: 0,
    subscribe(listener: (change: KeptFactsChange) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    heardAll: () => Promise.resolve(),
    stop: () => Promise.resolve(),
    hear(change: KeptFactsChange) {
      changes.sequence += 1;
      for (const listener of listeners) listener(change);
    },
  };
  return changes satisfies KeptFactsChanges;
}
