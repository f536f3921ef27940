import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { migrateDatabase, migrationsFolder } from '../migrate.ts';
import { createTestDatabase, testDatabaseKind } from './index.ts';

async function count(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const result = await handle.db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n);
}

describe(`test databases on ${testDatabaseKind()}`, () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('runs on the database the Vitest project asks for', () => {
    expect(first.kind).toBe(testDatabaseKind());
  });

  it('starts with every committed migration applied', async () => {
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    expect(await count(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      journal.entries.length,
    );
  });

  it('starts with the master data lists seeded', async () => {
    expect(await count(first, sql`select count(*)::int as n from universities`)).toBeGreaterThan(50);
  });

  it('keeps what one test file writes out of every other file', async () => {
    await first.db.execute(sql`create table scratch (note text)`);
    await first.db.execute(sql`insert into scratch values ('only in the first')`);
    expect(await count(first, sql`select count(*)::int as n from scratch`)).toBe(1);
    await expect(second.db.execute(sql`select * from scratch`)).rejects.toThrow();
  });

  it('migrates an up-to-date database again without changing it', async () => {
    await migrateDatabase(second.db);
    expect(await count(second, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      await count(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
  });

  it('answers a ping while open and refuses one once closed', async () => {
    const third = await createTestDatabase();
    await expect(third.ping()).resolves.toBeUndefined();
    await third.close();
    await expect(third.ping()).rejects.toThrow();
  });
});
