import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@talent/db';

/**
 * The change feed every cache of the server listens to (decision 0154): the channel the database
 * announces changes on, from triggers (migrations 0023, 0024, 0025 and 0035), when the writing
 * transaction commits: `talent:<id>`, `jobs:<id>,<id>,…` (the jobs a statement touched), `jobs` (too
 * many to name), `master-data` or `salary` (the calculator's aggregates); and the marks a process
 * sends itself to learn that it has heard everything before them (`mark:<id>`).
 */
export const keptFactsChannel = 'kept_facts';

/**
 * A change that can make something a process caches wrong: an account's own facts (session, profile,
 * applications, saved jobs), the jobs named (possibly none), jobs too many to name, the option lists,
 * the salary aggregates, or `everything` when this process may have missed changes (its listening
 * connection dropped, or it listens again after a drop).
 */
export type KeptFactsChange =
  | { talentId: number }
  | { jobIds: number[] }
  | 'jobs'
  | 'master-data'
  | 'salary'
  | 'everything';

export interface KeptFactsChanges {
  /** Whether this process hears every change now; while it does not, nothing kept may be used. */
  readonly listening: boolean;
  /**
   * Moves on every change heard: a value read while it moved may be older than a change already
   * heard, and is used for its request but not kept.
   */
  readonly sequence: number;
  subscribe(listener: (change: KeptFactsChange) => void): () => void;
  /**
   * Resolves once this process has heard every change committed before the call: it sends itself a
   * mark on the channel, which PostgreSQL delivers after every earlier announcement, to every
   * listening process at once. A write's answer that waits for it is followed by requests that see
   * the write, whichever process answers them. Resolves at once while not listening (nothing kept
   * is used then) or when the mark cannot be sent, and gives up after `heardWithinMs`.
   */
  heardAll(): Promise<void>;
  stop(): Promise<void>;
}

/** How long a writer waits to hear its own mark before answering anyway. */
export const heardWithinMs = 2_000;

function changeOf(payload: string): KeptFactsChange | null {
  if (payload === 'jobs' || payload === 'master-data' || payload === 'salary') return payload;
  if (payload.startsWith('jobs:')) {
    const jobIds = payload.slice('jobs:'.length).split(',').filter(Boolean).map(Number);
    return jobIds.every(Number.isInteger) ? { jobIds } : 'jobs';
  }
  const talentId = Number(payload.startsWith('talent:') ? payload.slice('talent:'.length) : Number.NaN);
  return Number.isInteger(talentId) ? { talentId } : null;
}

/** Listens on `keptFactsChannel` for this process; stop it when the app closes. */
export async function listenForKeptFactsChanges(
  database: Pick<DatabaseHandle, 'listen' | 'notify'>,
): Promise<KeptFactsChanges> {
  const listeners = new Set<(change: KeptFactsChange) => void>();
  const marks = new Map<string, () => void>();
  let listening = false;
  let sequence = 0;

  const announce = (change: KeptFactsChange) => {
    sequence += 1;
    for (const listener of listeners) listener(change);
  };

  const stopListening = await database.listen(
    keptFactsChannel,
    (payload) => {
      const mark = marks.get(payload);
      if (mark) return mark();
      const change = changeOf(payload);
      if (change) announce(change);
    },
    {
      onDropped: () => {
        listening = false;
        announce('everything');
      },
      onListening: () => {
        listening = true;
        announce('everything');
      },
    },
  );
  listening = true;

  return {
    get listening() {
      return listening;
    },
    get sequence() {
      return sequence;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async heardAll() {
      if (!listening) return;
      const mark = `mark:${randomUUID()}`;
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), heardWithinMs);
        timer.unref();
        function done() {
          clearTimeout(timer);
          marks.delete(mark);
          // Other listening connections that became readable with this one are read first.
          setImmediate(resolve);
        }
        marks.set(mark, done);
      });
      try {
        // Sent outside the pool: the write is done, and its answer waits for no connection now.
        await database.notify(keptFactsChannel, mark);
      } catch {
        // The write before it is done; a database gone since then ends the listening too.
        marks.get(mark)?.();
      }
      await heard;
    },
    async stop() {
      listening = false;
      // A database its owner closed first has stopped the listening with it.
      await stopListening().catch(() => {});
    },
  };
}
