import { type Database, schema } from '@talent/db';
import { eq, lt, sql } from 'drizzle-orm';

const { rateLimitCounters } = schema;

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;

/**
 * The longest window a counter may have: the scheduled clean-up forgets counters whose window
 * started longer ago than this, so a longer window would be cut short.
 */
export const longestAttemptWindowMs = 7 * 24 * 60 * 60 * 1000;

/** Fixed-window counters in the database, so every server process counts the same attempts. */
export function createAttemptsRepository(db: Database) {
  return {
    /**
     * Counts one attempt in the fixed window of `key` and answers the window's count so far. A
     * single upsert, so concurrent attempts from several server processes are all counted.
     */
    async countAttempt(
      key: string,
      windowMs: number,
      now: Date,
    ): Promise<{ hits: number; windowStartedAt: Date }> {
      if (windowMs > longestAttemptWindowMs)
        throw new Error(`The attempt window of ${key} is longer than the clean-up keeps counters`);
      const windowOver = sql`${rateLimitCounters.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStartedAt: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${windowOver} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowStartedAt: sql`case when ${windowOver} then ${now} else ${rateLimitCounters.windowStartedAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, windowStartedAt: rateLimitCounters.windowStartedAt });
      if (!row) throw new Error(`Counting an attempt for ${key} returned no row`);
      return row;
    },

    /**
     * Counts one failure of `key` and stamps its time in `windowStartedAt`, which for these keys
     * means the last failure. A count quiet for `forgetAfterMs` starts again at one.
     */
    async countFailure(key: string, forgetAfterMs: number, now: Date): Promise<void> {
      const forgotten = sql`${rateLimitCounters.windowStartedAt} <= ${new Date(now.getTime() - forgetAfterMs)}`;
      await db
        .insert(rateLimitCounters)
        .values({ key, windowStartedAt: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${forgotten} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowStartedAt: now,
          },
        });
    },

    async readCounter(key: string): Promise<{ hits: number; windowStartedAt: Date } | undefined> {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, windowStartedAt: rateLimitCounters.windowStartedAt })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key));
      return row;
    },

    /** Takes back one counted attempt, as a success does where only failures count. */
    async uncountAttempt(key: string): Promise<void> {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(eq(rateLimitCounters.key, key));
    },

    /** Forgets every key that starts with `prefix` (all addresses' failures for one account). */
    async clearAttemptsStartingWith(prefix: string): Promise<void> {
      await db
        .delete(rateLimitCounters)
        .where(sql`left(${rateLimitCounters.key}, ${prefix.length}) = ${prefix}`);
    },

    async clearAttempts(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },

    /** Forgets the counters whose window has certainly ended; answers how many. */
    async deleteEndedCounters(now: Date): Promise<number> {
      const ended = await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowStartedAt, new Date(now.getTime() - longestAttemptWindowMs)))
        .returning({ key: rateLimitCounters.key });
      return ended.length;
    },
  };
}
