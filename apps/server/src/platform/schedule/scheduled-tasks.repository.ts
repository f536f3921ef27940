import { type Database, schema } from '@talent/db';
import { sql } from 'drizzle-orm';

const { scheduledTasks } = schema;

export type ScheduledTasksRepository = ReturnType<typeof createScheduledTasksRepository>;

export function createScheduledTasksRepository(db: Database) {
  return {
    /**
     * Takes the run of `name` that is due at `now`, moving its next run to `nextRunAt`: one
     * conditional upsert, so of several processes claiming at once exactly one gets `true`.
     * A task never seen before is due at once.
     */
    async claimDueRun(name: string, now: Date, nextRunAt: Date, runBy: string): Promise<boolean> {
      const claimed = await db
        .insert(scheduledTasks)
        .values({ name, nextRunAt, lastRunBy: runBy, lastRunAt: now })
        .onConflictDoUpdate({
          target: scheduledTasks.name,
          set: { nextRunAt, lastRunBy: runBy, lastRunAt: now },
          setWhere: sql`${scheduledTasks.nextRunAt} <= ${now}`,
        })
        .returning({ name: scheduledTasks.name });
      return claimed.length > 0;
    },
  };
}
