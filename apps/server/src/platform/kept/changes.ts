import type { Database, DatabaseHandle } from '@talent/db';
import { notifyEveryProcess } from './kept-facts.repository.ts';

/**
 * The channel the database announces changes on, from triggers (migration 0023), when the writing
 * transaction commits: `talent:<id>`, `jobs` or `master-data`.
 */
export const keptFactsChannel = 'kept_facts';

/**
 * A change that can make something a process keeps wrong: an account's own facts (session, profile,
 * applications, saved jobs), the jobs, the option lists, or `everything` when this process may have
 * missed changes (its listening connection dropped, or it listens again after a drop).
 */
export type KeptFactsChange = { talentId: number } | 'jobs' | 'master-data' | 'everything';

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
   * Resolves once this process has heard the next change of the talent's (or stopped listening, or
   * after `heardWithinMs`), and the other connections ready with it have been read. Asked before a
   * write and awaited after it, an answer sent then follows the moment the database told every
   * process.
   */
  nextChangeOf(talentId: number): Promise<void>;
  /**
   * Tells every process that the talent's facts may have changed, and resolves once this process
   * heard it: a talent's own write then shows on the talent's next request, whichever process
   * answers it (the triggers announce the same change too, but not in a way a writer can wait for
   * when a write changed nothing).
   */
  announce(talentId: number): Promise<void>;
  stop(): Promise<void>;
}

/** How long a writer waits to hear its own change before answering anyway. */
export const heardWithinMs = 2_000;

function changeOf(payload: string): KeptFactsChange | null {
  if (payload === 'jobs' || payload === 'master-data') return payload;
  const talentId = Number(payload.startsWith('talent:') ? payload.slice('talent:'.length) : Number.NaN);
  return Number.isInteger(talentId) ? { talentId } : null;
}

/** Listens on `keptFactsChannel` for this process; stop it when the app closes. */
export async function listenForKeptFactsChanges(
  db: Database,
  listen: DatabaseHandle['listen'],
): Promise<KeptFactsChanges> {
  const listeners = new Set<(change: KeptFactsChange) => void>();
  const waiting = new Map<number, Set<() => void>>();
  let listening = false;
  let sequence = 0;

  const announce = (change: KeptFactsChange) => {
    sequence += 1;
    for (const listener of listeners) listener(change);
    const woken =
      typeof change === 'object'
        ? [...(waiting.get(change.talentId) ?? [])]
        : change === 'everything'
          ? [...waiting.values()].flatMap((set) => [...set])
          : [];
    for (const wake of woken) wake();
  };

  const stopListening = await listen(
    keptFactsChannel,
    (payload) => {
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

  const nextChangeOf = (talentId: number) => {
    if (!listening) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const set = waiting.get(talentId) ?? new Set();
      waiting.set(talentId, set);
      const timer = setTimeout(() => wake(), heardWithinMs);
      timer.unref();
      function wake() {
        clearTimeout(timer);
        set.delete(wake);
        if (set.size === 0 && waiting.get(talentId) === set) waiting.delete(talentId);
        // Other listening connections that became readable with this one are read first.
        setImmediate(resolve);
      }
      set.add(wake);
    });
  };

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
    nextChangeOf,
    async announce(talentId) {
      const heard = nextChangeOf(talentId);
      await notifyEveryProcess(db, keptFactsChannel, `talent:${talentId}`);
      await heard;
    },
    async stop() {
      listening = false;
      // A database its owner closed first has stopped the listening with it.
      await stopListening().catch(() => {});
    },
  };
}
