/**
 * A cache of values worked out from the database for one revision of what they depend on (the job listing's
 * orders and pages for a revision of the jobs and the option lists), kept in this process until a
 * request asks for them at another revision. Requests that ask for a value being worked out wait for
 * that work instead of starting their own; a failure is not kept.
 */
export interface KeptForRevision<V> {
  /**
   * The value under `key` at `revision`, worked out by `compute` unless kept or under way; `compute`
   * is handed the value kept for an earlier revision, if any, to bring up to date where it can.
   */
  get(key: string, revision: string, compute: (stale?: Stale<V>) => Promise<V>): Promise<V>;
}

/** A value kept for an earlier revision than the one asked for. */
export interface Stale<V> {
  revision: string;
  value: Promise<V>;
}

interface Kept<V> {
  revision: string;
  value: Promise<V>;
  /** Counted against the room once the value has arrived. */
  size: number;
}

/**
 * Keeps values up to `room` in all, each counted by `sizeOf` (one each unless given), dropping the
 * least recently used first; a value larger than the whole room is used for its request, not kept.
 */
export function createKeptForRevision<V>(options: {
  room: number;
  sizeOf?: (value: V) => number;
}): KeptForRevision<V> {
  const { room, sizeOf = () => 1 } = options;
  const kept = new Map<string, Kept<V>>();
  let total = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    total -= entry.size;
  };

  const makeRoomBesides = (key: string) => {
    for (const oldest of kept.keys()) {
      if (total <= room) break;
      if (oldest !== key) drop(oldest);
    }
  };

  return {
    get(key, revision, compute) {
      const entry = kept.get(key);
      if (entry && entry.revision === revision) {
        // Used again: last in the map's order, so the oldest stays first in line to go.
        kept.delete(key);
        kept.set(key, entry);
        return entry.value;
      }
      drop(key);
      const value = compute(entry && { revision: entry.revision, value: entry.value });
      const computing: Kept<V> = { revision, value, size: 0 };
      kept.set(key, computing);
      value.then(
        (arrived) => {
          if (kept.get(key) !== computing) return;
          const size = sizeOf(arrived);
          if (size > room) return drop(key);
          computing.size = size;
          total += size;
          makeRoomBesides(key);
        },
        () => {
          if (kept.get(key) === computing) drop(key);
        },
      );
      return value;
    },
  };
}
