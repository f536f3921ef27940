import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, type DatabaseHandle } from '@talent/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from '../support/private-postgres.ts';

let postgres: PrivatePostgres;
let database: DatabaseHandle;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  database = await createDatabase({ url: postgres.url, poolSize: 2 });
}, 60_000);

afterAll(async () => {
  await database?.close();
  await postgres?.destroy();
});

it('fails a transaction whose database goes away mid-way, without ending the process, and serves again once it is back', async () => {
  const transaction = database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await postgres.stop();
    await tx.execute(sql`select 1`);
  });
  await expect(transaction).rejects.toThrow();
  await postgres.start();
  const answer = await database.db.execute<{ up: number }>(sql`select 1 as up`);
  expect(answer.rows).toEqual([{ up: 1 }]);
}, 60_000);

it('listens again on one connection after an outage in which it tried several times, and says when it could miss notifications', async () => {
  const heard: string[] = [];
  // What a process keeps on the strength of hearing every change must know of the gap (decision 0097).
  const gaps: string[] = [];
  const stopListening = await database.listen('away_channel', (payload) => heard.push(payload), {
    onDropped: () => gaps.push('dropped'),
    onListening: () => gaps.push('listening'),
  });
  await postgres.stop();
  // While the database is away its port refuses each attempt at once; three attempts, then it returns.
  let attempts = 0;
  const refuser = createServer((socket) => {
    attempts += 1;
    socket.destroy();
  });
  const port = Number(new URL(postgres.url).port);
  await new Promise<void>((resolve) => refuser.listen(port, '127.0.0.1', resolve));
  while (attempts < 3) await sleep(20);
  await new Promise((resolve) => refuser.close(resolve));
  await postgres.start();
  while (heard.length === 0) {
    await database.db.execute(sql`select pg_notify('away_channel', 'back')`);
    await sleep(50);
  }
  const listeners = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from pg_stat_activity where query ilike 'listen%'`,
  );
  expect(listeners.rows).toEqual([{ count: 1 }]);
  expect(gaps).toEqual(['dropped', 'listening']);
  await stopListening();
}, 60_000);
