/**
 * The orders of the job listing a server process keeps: for one listing (its filters, and the
 * talent's match facts when sorted by match) the ids of every job it shows, in order. A page at any
 * depth is then a slice and the count the length, where the database would skip and count every row
 * before it again for each page. An order is kept for one revision of the jobs and the option lists
 * (moved by every change to them; see `KeptListing.revision`), so a change is not served from an
 * order computed before it. Requests that
 * ask for an order being computed wait for that computation instead of starting their own.
 */

export interface ListingOrders {
  /** The order under `key` at `revision`, computed by `compute` unless kept or under way. */
  get(key: string, revision: string, compute: () => Promise<Int32Array>): Promise<Int32Array>;
}

interface Kept {
  revision: string;
  ids: Promise<Int32Array>;
  size: number;
}

/**
 * Keeps orders up to `maxIds` ids in all (4 bytes each), dropping the least recently used first; an
 * order longer than that is computed for its request and not kept.
 */
export function createListingOrders(maxIds = 4_000_000): ListingOrders {
  const kept = new Map<string, Kept>();
  let total = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    total -= entry.size;
  };

  // Used again: last in the map's order, so the oldest stays first in line to go.
  const touch = (key: string, entry: Kept) => {
    kept.delete(key);
    kept.set(key, entry);
  };

  return {
    get(key, revision, compute) {
      const entry = kept.get(key);
      if (entry && entry.revision === revision) {
        touch(key, entry);
        return entry.ids;
      }
      drop(key);
      const ids = compute();
      const computing: Kept = { revision, ids, size: 0 };
      kept.set(key, computing);
      ids.then(
        (order) => {
          if (kept.get(key) !== computing) return;
          if (order.length > maxIds) return drop(key);
          computing.size = order.length;
          total += order.length;
          for (const oldest of kept.keys()) {
            if (total <= maxIds) break;
            if (oldest !== key) drop(oldest);
          }
        },
        () => {
          if (kept.get(key) === computing) drop(key);
        },
      );
      return ids;
    },
  };
}
