import type { KeptFactsChanges } from './changes.ts';

/**
 * A cache of values read from the database about one account (its session, its match facts, its applied and
 * saved jobs), kept in this process until the database announces a change of that account's, the
 * option lists change, or this process may have missed a change. A value read while a change of that
 * account's (or of everyone's) was heard is used for its request but not kept: it may predate that
 * change. Changes of other accounts do not matter to it, so under a steady stream of writes by
 * other job seekers a talent's values are still kept.
 */
export interface KeptByTalent<V> {
  /**
   * The value under `key`, kept or loaded; `accountOf` names the account a loaded value belongs to,
   * or null for one not to keep (an ended session, an account that is not a talent).
   */
  get(key: string, load: () => Promise<V>, accountOf: (value: V) => number | null): Promise<V>;
  /** The value kept under `key`, if any may be used. */
  find(key: string): V | undefined;
  /**
   * Keeps `value` of the talent's under `key`, unless a change of the talent's (or everyone's) was
   * heard since `heardBefore` (the changes' `sequence` when its reading began) or this process may
   * miss changes.
   */
  keep(key: string, talentId: number, value: V, heardBefore: number): void;
}

interface Kept<V> {
  talentId: number;
  value: V;
  keptAt: number;
  size: number;
}

/**
 * Which of an account's announced changes drop what a cache keeps: its own facts (`talent:<id>`: the
 * session, the account and the profile), and the tables named (`talent:<id>:<table>`: applications,
 * saved jobs, notifications, the dashboard's pieces and the like).
 */
export interface TalentChangesHeard {
  ownFacts: boolean;
  tables: readonly string[];
}

/** What the account caches read: the account's own facts, and none of the tables announced by name. */
export const ownFactsOnly: TalentChangesHeard = { ownFacts: true, tables: [] };

/**
 * Accounts whose last change is remembered to refuse keeping a value read meanwhile; past this many,
 * the memory starts again and every read under way counts as overlapping a change.
 */
const rememberedAccounts = 10_000;

export function createKeptByTalent<V>(
  changes: KeptFactsChanges,
  options: {
    /** The account's changes that drop its values (by default its own facts). */
    changedBy?: TalentChangesHeard;
    /** Most values kept; the least recently used go first. */
    maxEntries: number;
    /** How long a value is kept at most, for what changes with time alone (years worked). */
    maxAgeMs: number;
    /**
     * For values whose size varies with the talent (answers as sent): the most all of them may weigh,
     * each weighed by `sizeOf`; the least recently used go first, and one heavier than it all is not kept.
     */
    room?: { bytes: number; sizeOf: (value: V) => number };
  },
): KeptByTalent<V> {
  const kept = new Map<string, Kept<V>>();
  const keysOf = new Map<number, Set<string>>();
  let weight = 0;
  const changedBy = options.changedBy ?? ownFactsOnly;
  // The changes' sequence when each account's values, or everyone's, were last dropped.
  const droppedAt = new Map<number, number>();
  let everythingDroppedAt = 0;

  const heardOf = (change: { talentId: number; table?: string }) =>
    change.table === undefined ? changedBy.ownFacts : changedBy.tables.includes(change.table);

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    weight -= entry.size;
    kept.delete(key);
    const keys = keysOf.get(entry.talentId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.talentId);
  };

  changes.subscribe((change) => {
    if (change === 'jobs' || change === 'salary' || (typeof change === 'object' && 'jobIds' in change))
      return;
    if (typeof change === 'object') {
      if (!heardOf(change)) return;
      for (const key of [...(keysOf.get(change.talentId) ?? [])]) drop(key);
      if (droppedAt.size >= rememberedAccounts) {
        droppedAt.clear();
        everythingDroppedAt = changes.sequence;
      }
      droppedAt.set(change.talentId, changes.sequence);
      return;
    }
    kept.clear();
    keysOf.clear();
    weight = 0;
    droppedAt.clear();
    everythingDroppedAt = changes.sequence;
  });

  /** Whether a value of the talent's read since `heardBefore` may predate a change heard meanwhile. */
  const changedSince = (talentId: number, heardBefore: number) =>
    everythingDroppedAt > heardBefore || (droppedAt.get(talentId) ?? 0) > heardBefore;

  const find = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return undefined;
    if (!changes.listening || performance.now() - entry.keptAt >= options.maxAgeMs) {
      drop(key);
      return undefined;
    }
    // Used again: last in the map's order, so the oldest stays first in line to go.
    kept.delete(key);
    kept.set(key, entry);
    return entry.value;
  };

  const keep = (key: string, talentId: number, value: V, heardBefore: number) => {
    if (!changes.listening || changedSince(talentId, heardBefore)) return;
    drop(key);
    const size = options.room?.sizeOf(value) ?? 0;
    if (options.room && size > options.room.bytes) return;
    kept.set(key, { talentId, value, keptAt: performance.now(), size });
    weight += size;
    const keys = keysOf.get(talentId) ?? new Set();
    keysOf.set(talentId, keys);
    keys.add(key);
    for (const oldest of kept.keys()) {
      if (kept.size <= options.maxEntries && weight <= (options.room?.bytes ?? Number.POSITIVE_INFINITY))
        break;
      drop(oldest);
    }
  };

  return {
    async get(key, load, accountOf) {
      const found = find(key);
      if (found !== undefined) return found;
      const heardBefore = changes.sequence;
      const value = await load();
      const talentId = accountOf(value);
      if (talentId !== null) keep(key, talentId, value, heardBefore);
      return value;
    },
    find,
    keep,
  };
}
