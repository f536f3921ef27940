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
