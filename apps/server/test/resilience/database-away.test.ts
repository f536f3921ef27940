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
