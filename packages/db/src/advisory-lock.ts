import pg from 'pg';
import type { Database } from './client.ts';

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock `name`, waiting while another
 * process holds it. The lock lives on a connection of its own, outside the pool the work uses (a
 * pool of one would otherwise wait on itself), so it is released when the work ends and also when
 * the process dies mid-way (its connection closes). PGlite is embedded in one process and opened
 * by no other, so there the work simply runs.
 */
export async function withAdvisoryLock<T>(db: Database, name: string, work: () => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return work();
  const connection = new pg.Client(pool.options);
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await connection.end();
  }
}

/** Drizzle keeps the driver's client on the database object: a pool for PostgreSQL. */
function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
