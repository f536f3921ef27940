import type { Database } from '@talent/db';
import { sql } from 'drizzle-orm';

/** Sends `payload` on `channel` to every process listening on this database. */
export async function notifyEveryProcess(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
