import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * What a raw `db.execute(sql...)` answers on either driver: both give at least the rows (PGlite's
 * `Results`, node-postgres's `QueryResult`), so repositories read `result.rows` on both.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

type QueryRows<Row> = { rows: Array<Row extends Record<string, unknown> ? Row : Record<string, unknown>> };

/** The database as every repository sees it, whichever driver runs underneath. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite's data folder, or `memory://` for a database that lives only in this process. */
  dataDir?: string | undefined;
  /** A PGlite data folder dump to start from (tests start from a migrated template). */
  loadDataDir?: Blob | undefined;
  /** Connections in the PostgreSQL pool (default `defaultPoolSize`). */
  poolSize?: number | undefined;
}

/**
 * Connections in a PostgreSQL pool unless told otherwise. A process runs on one core, and a pooled
 * connection is held only while its SQL runs (decision 0144), so a core keeps about this many
 * statements in flight at PostgreSQL; more only queue there instead of here.
 */
export const defaultPoolSize = 10;

/** The pool's connections: at most how many, open now, idle now, and the queries waiting for one. */
export interface PoolFigures {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  /** The PostgreSQL pool's figures, read-only; null on PGlite, which has no pool. */
  poolFigures(): PoolFigures | null;
  /**
   * Hands every NOTIFY on `channel`, from any connection to this database, to `onPayload`.
   * PostgreSQL listens on a connection of its own (outside the pool), reconnecting after a drop.
   * Resolves once listening; the answer stops it. `gaps` hears when notifications may have been
   * missed: the connection dropped (`onDropped`) and listening again (`onListening`).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    gaps?: ListeningGaps,
  ): Promise<() => Promise<void>>;
  /**
   * Sends `payload` on `channel` to every process listening, without taking a pooled connection when
   * this process listens on that channel: PostgreSQL sends it on that listening connection, so a
   * write waiting to hear its own notice back never queues for the pool a second time.
   */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** What a listener hears about its own connection, for what it keeps on the strength of hearing every change. */
export interface ListeningGaps {
  /** The connection dropped: notifications sent from now on are lost until `onListening`. */
  onDropped(): void;
  /** Listening again after a drop. */
  onListening(): void;
}

export const defaultPgliteDataDir = './data/pglite';

/**
 * Extensions a migration may create. PGlite ships them as separate bundles that must be handed
 * to it up front; PostgreSQL has them as contrib modules, so migrations run the same on both.
 */
const pgliteExtensions = { citext, pg_trgm, unaccent };

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.url ? connectPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? defaultPgliteDataDir;
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  const db: Database = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    poolFigures: () => null,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function connectPostgres(url: string, poolSize = defaultPoolSize): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // A connection checked out for a transaction has no listener of the pool's: when the server goes
  // away mid-transaction its error event would end the process. The transaction's query fails
  // instead, and the pool drops the broken connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db: Database = drizzleNodePostgres({ client: pool, schema });
  const listeners = new Map<string, ListeningConnection>();
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    poolFigures: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: async (channel, onPayload, gaps) => {
      const listening = await listenPostgres(url, channel, onPayload, gaps);
      listeners.set(channel, listening);
      return async () => {
        if (listeners.get(channel) === listening) listeners.delete(channel);
        await listening.stop();
      };
    },
    notify: async (channel, payload) => {
      const connected = listeners.get(channel)?.client();
      await (connected ?? pool).query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** How long to wait before listening again after the listening connection dropped. */
const relistenDelayMs = 1000;

/** A connection of its own that LISTENs on one channel; `client` is it while it is connected. */
interface ListeningConnection {
  client(): pg.Client | null;
  stop(): Promise<void>;
}

async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  gaps?: ListeningGaps,
): Promise<ListeningConnection> {
  let stopped = false;
  let dropped = false;
  let current: pg.Client | null = null;
  // Every client that ends (dropped, or never connected) schedules one attempt, and only that: a
  // failed attempt's own end schedules the next, so an outage never multiplies the listeners.
  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('error', () => {});
    client.once('end', () => {
      const wasListening = current === client;
      // Not asked to send notifications while it is gone; the next connection takes over.
      if (wasListening) current = null;
      if (stopped) return;
      if (wasListening) {
        dropped = true;
        gaps?.onDropped();
      }
      setTimeout(() => {
        if (!stopped) connect().catch(() => {});
      }, relistenDelayMs).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    current = client;
    if (dropped) {
      dropped = false;
      gaps?.onListening();
    }
  }
  await connect();
  return {
    client: () => current,
    stop: async () => {
      stopped = true;
      await current?.end();
    },
  };
}

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * One connection of its own to the PostgreSQL database at `url`, outside any pool, for `work`
 * that needs a single session (administration, a snapshot held open), closed whatever happens.
 */
export async function withConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
