import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { firstRuntimeOptionId, universities } from '../schema/master-data.ts';
import { createTestDatabase } from '../testing/index.ts';
import { masterDataRows, seedMasterData } from './master-data.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const { table } of masterDataRows()) {
    const name = getTableName(table);
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[name] = Number(row?.count);
  }
  return counts;
}

describe('seedMasterData', () => {
  it('fills every list of a fresh database with its curated rows', async () => {
    const expected = Object.fromEntries(
      masterDataRows().map(({ table, rows }) => [getTableName(table), rows.length]),
    );
    expect(await rowCounts()).toEqual(expected);
  });

  it('can run again and again without adding rows', async () => {
    const before = await rowCounts();
    await seedMasterData(database.db);
    await seedMasterData(database.db);
    expect(await rowCounts()).toEqual(before);
  });

  it('restores a changed curated row and leaves rows added at run time alone', async () => {
    const { db } = database;
    await db.update(universities).set({ name: 'Universitas Salah Ketik' }).where(eq(universities.id, 1));
    const [added] = await db
      .insert(universities)
      .values({ name: 'Universitas Contoh Baru', oversea: false })
      .returning({ id: universities.id });
    expect(added?.id).toBeGreaterThanOrEqual(firstRuntimeOptionId);

    await seedMasterData(db);

    const [first] = await db.select().from(universities).where(eq(universities.id, 1));
    expect(first?.name).toBe('Universitas Indonesia');
    const [kept] = await db
      .select()
      .from(universities)
      .where(eq(universities.id, added?.id ?? 0));
    expect(kept?.name).toBe('Universitas Contoh Baru');
  });
});
