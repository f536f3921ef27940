import type { KeptFactsChange, KeptFactsChanges } from './changes.ts';

/** The announcements that name a kind of data rather than one talent or some jobs. */
export type ChangedData = Extract<KeptFactsChange, string>;

/**
 * A cache of values read from the database that everyone sees alike (the option lists, the salary
 * calculator's answers), kept in this process until the change feed announces a change of the data
 * they are read from, or this process may have missed one (decision 0154).
 */
export interface CacheUntilChanged<V> {
  /** The value kept under `key`, if any may be used: none while this process may miss changes. */
  find(key: string): V | undefined;
  /** Moves on every change the values depend on: read it before reading a value, to hand to `keep`. */
  readonly heard: number;
  /** Keeps `value`, unless a change it depends on was heard since `heardBefore`, or none can be heard. */
  keep(key: string, value: V, heardBefore: number): void;
  /** Drops the value kept under `key` if it is still `value` (a promise that failed, say). */
  forget(key: string, value: V): void;
  readonly size: number;
}

export function createCacheUntilChanged<V>(
  changes: KeptFactsChanges,
  options: {
    /** The announcements that drop every value; a possible gap in listening always does. */
    changedBy: Exclude<ChangedData, 'everything'>[];
    /** Most values kept; the least recently used go first. */
    maxEntries: number;
  },
): CacheUntilChanged<V> {
  const kept = new Map<string, V>();
  const changedBy = new Set<ChangedData>([...options.changedBy, 'everything']);
  let heard = 0;

  changes.subscribe((change) => {
    if (typeof change === 'object' || !changedBy.has(change)) return;
    heard += 1;
    kept.clear();
  });

  return {
    find(key) {
      if (!changes.listening) return undefined;
      const value = kept.get(key);
      if (value === undefined) return undefined;
      // Used again: last in the map's order, so the oldest stays first in line to go.
      kept.delete(key);
      kept.set(key, value);
      return value;
    },
    get heard() {
      return heard;
    },
    keep(key, value, heardBefore) {
      if (!changes.listening || heard !== heardBefore) return;
      kept.delete(key);
      kept.set(key, value);
      for (const oldest of kept.keys()) {
        if (kept.size <= options.maxEntries) break;
        kept.delete(oldest);
      }
    },
    forget(key, value) {
      if (kept.get(key) === value) kept.delete(key);
    },
    get size() {
      return kept.size;
    },
  };
}
