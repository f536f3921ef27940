import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import { createEmptyTestDatabase, testDatabaseKind } from './testing/index.ts';

// PGlite is opened by one process only; several processes share a database only on PostgreSQL.
describe.skipIf(testDatabaseKind() !== 'postgres')('migrations started by several processes at once', () => {
  it('are applied exactly once, and each process then finds the database up to date', async () => {
    const fresh = await createEmptyTestDatabase();
    // One pool each, as separate server processes would have.
    const processes = await Promise.all(
      Array.from({ length: 4 }, () => createDatabase({ url: fresh.url, poolSize: 2 })),
    );
    try {
      await Promise.all(processes.map((handle) => migrateDatabase(handle.db)));

      const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
      const applied = await processes[0]?.db.execute<{ hash: string; times: number }>(
        sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
      );
      expect(applied?.rows).toHaveLength(journal.entries.length);
      expect(applied?.rows.every(({ times }) => times === 1)).toBe(true);
      await expect(processes[3]?.db.execute(sql`select count(*) from users`)).resolves.toBeDefined();
    } finally {
      await Promise.all(processes.map((handle) => handle.close()));
      await fresh.drop();
    }
  });
});
