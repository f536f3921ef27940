import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@talent/db';

/**
 * The change feed every cache of the server listens to (decision 0154): the channel the database
 * announces changes on, from triggers (migrations 0023, 0024, 0025, 0035, 0037 and 0038), when the
 * writing transaction commits: `talent:<id>`, `talent:<id>:<table>`, `jobs:<id>,<id>,…` (the jobs a
 * statement touched), `jobs` (too many to name), `master-data`, `salary` (the calculator's
 * aggregates) or `articles` (the media blog); and the marks a process sends itself to learn that it
 * has heard everything before them (`mark:<id>`).
 */
export const keptFactsChannel = 'kept_facts';

/**
 * A change that can make something a process caches wrong: an account's own facts (session, account,
 * profile), a row of the account's in the table named (its applications, saved jobs, notifications,
 * tour and the like, which only the caches that read that table hear of), the jobs named (possibly
 * none), jobs too many to name, the option lists, the salary aggregates, the blog's articles, or
 * `everything` when this process may have missed changes (its listening connection dropped, or it
 * listens again after a drop).
 */
export type KeptFactsChange =
  | { talentId: number; table?: string }
  | { jobIds: number[] }
  | 'jobs'
  | 'master-data'
  | 'salary'
  | 'articles'
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
   * the write, whichever process answers them. Calls made while a mark is on its way share the next
   * one, which holds no pooled connection. Resolves at once while not listening (nothing kept
   * is used then) or when the mark cannot be sent, and gives up after `heardWithinMs`.
   */
  heardAll(): Promise<void>;
  stop(): Promise<void>;
}

/** How long a writer waits to hear its own mark before answering anyway. */
export const heardWithinMs = 2_000;

function changeOf(payload: string): KeptFactsChange | null {
  if (payload === 'jobs' || payload === 'master-data' || payload === 'salary' || payload === 'articles')
    return payload;
  if (payload.startsWith('jobs:')) {
    const jobIds = payload.slice('jobs:'.length).split(',').filter(Boolean).map(Number);
    return jobIds.every(Number.isInteger) ? { jobIds } : 'jobs';
  }
  if (!payload.startsWith('talent:')) return null;
  const [id = '', table] = payload.slice('talent:'.length).split(':');
  const talentId = Number(id);
  if (!Number.isInteger(talentId)) return null;
  return table ? { talentId, table } : { talentId };
}

/** A mark a process sends itself, and the writes waiting to hear it. */
interface Mark {
  id: string;
  heard: Promise<void>;
  /** Heard, given up on, or not sent: the writes waiting for it answer. */
  done(): void;
}

function newMarkFor(marks: Map<string, () => void>): Mark {
  const id = `mark:${randomUUID()}`;
  let done = () => {};
  const heard = new Promise<void>((resolve) => {
    const timer = setTimeout(() => done(), heardWithinMs);
    timer.unref();
    done = () => {
      clearTimeout(timer);
      marks.delete(id);
      // Other listening connections that became readable with this one are read first.
      setImmediate(resolve);
    };
  });
  marks.set(id, done);
  return { id, heard, done };
}

/** Listens on `keptFactsChannel` for this process; stop it when the app closes. */
export async function listenForKeptFactsChanges(
  database: Pick<DatabaseHandle, 'listen' | 'notify'>,
): Promise<KeptFactsChanges> {
  const listeners = new Set<(change: KeptFactsChange) => void>();
  const marks = new Map<string, () => void>();
  let listening = false;
  let sequence = 0;

  // One mark on its way at a time: writes that finish meanwhile gather behind it and share the next
  // one, sent as soon as it is answered, so marks cost a round trip per turn and not one per write.
  let sending = false;
  let gathering: Mark | null = null;
  const send = async (mark: Mark) => {
    sending = true;
    gathering = null;
    try {
      // Sent outside the pool: the writes are done, and their answers wait for no connection now.
      await database.notify(keptFactsChannel, mark.id);
    } catch {
      // The writes before it are done; a database gone since then ends the listening too.
      mark.done();
    }
    sending = false;
    if (gathering) void send(gathering);
  };

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
    heardAll() {
      if (!listening) return Promise.resolve();
      const mark = gathering ?? newMarkFor(marks);
      if (sending) gathering = mark;
      else void send(mark);
      return mark.heard;
    },
    async stop() {
      listening = false;
      // A database its owner closed first has stopped the listening with it.
      await stopListening().catch(() => {});
    },
  };
}
