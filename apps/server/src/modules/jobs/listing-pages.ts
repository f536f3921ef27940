import type { JobRow } from './jobs.repository.ts';

/**
 * The pages of the job listing a server process keeps: a page's rows (its jobs with their match
 * against the listing's facts, without the talent's own applied and saved marks) for one revision of
 * the jobs and the option lists, so talents whose match facts are the same read one page from memory.
 */
export interface ListingPages {
  /** The rows of `page` of the listing `key` at `revision`, read by `read` unless kept. */
  get(key: string, revision: string, read: () => Promise<JobRow[]>): Promise<JobRow[]>;
}

/** Keeps up to `maxPages` pages, dropping the least recently used first. */
export function createListingPages(maxPages = 5_000): ListingPages {
  const kept = new Map<string, { revision: string; rows: JobRow[] }>();
  return {
    async get(key, revision, read) {
      const entry = kept.get(key);
      kept.delete(key);
      if (entry?.revision === revision) {
        kept.set(key, entry);
        return entry.rows;
      }
      const rows = await read();
      kept.set(key, { revision, rows });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxPages) break;
        kept.delete(oldest);
      }
      return rows;
    },
  };
}
