import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { createDatabase } from './client.ts';
import { executePrepared } from './prepared-query.ts';
import { createEmptyTestDatabase, createTestDatabase, testDatabaseKind } from './testing/index.ts';

const doubled = (value: number) => sql`select ${value}::int * 2 as doubled`;
const tripled = (value: number) => sql`select ${value}::int * 3 as tripled`;

describe('a prepared query', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('answers rows as a plain execute does, on either database', async () => {
    const { rows } = await executePrepared<{ doubled: number }>(handle.db, 'doubled', doubled(21));
    expect(rows).toEqual([{ doubled: 42 }]);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('a prepared query on PostgreSQL', () => {
  it('is planned once per connection under its name, and another text under the same name is its own statement', async () => {
    const fresh = await createEmptyTestDatabase();
    // One connection, so every run meets the statements the earlier ones prepared.
    const handle = await createDatabase({ url: fresh.url, poolSize: 1 });
    try {
      for (const value of [1, 2, 3]) await executePrepared(handle.db, 'times', doubled(value));
      const { rows } = await executePrepared<{ tripled: number }>(handle.db, 'times', tripled(3));
      expect(rows).toEqual([{ tripled: 9 }]);
      const prepared = await handle.db.execute<{ name: string; statement: string }>(
        sql`select name, statement from pg_prepared_statements order by statement`,
      );
      expect(prepared.rows.map(({ statement }) => statement)).toEqual([
        'select $1::int * 2 as doubled',
        'select $1::int * 3 as tripled',
      ]);
      expect(prepared.rows.every(({ name }) => name.startsWith('times_'))).toBe(true);
    } finally {
      await handle.close();
      await fresh.drop();
    }
  });
});
