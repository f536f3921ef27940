import type { DatabaseHandle } from '../client.ts';
import { createPgliteTestDatabase } from './pglite-template.ts';
import { createEmptyPostgresDatabase, createPostgresTestDatabase } from './postgres-template.ts';

/** An empty database on a given PostgreSQL server: for tests that bring their own server. */
export { createEmptyPostgresDatabase };

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The database a test file runs on, chosen by the Vitest project: `server:pglite` sets
 * TEST_DATABASE=pglite, `server:postgres` sets TEST_DATABASE=postgres and TEST_DATABASE_URL.
 */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh database of its own for one test file: migrated, with the master data seeded, and
 * shared with no other file. Close it when the file is done (PostgreSQL drops it then).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') return createPgliteTestDatabase();
  return createPostgresTestDatabase(testServerUrl());
}

/**
 * A new, empty database on the test PostgreSQL server (TEST_DATABASE=postgres only): its URL for
 * processes to connect to, and a drop for when the test is done.
 */
export function createEmptyTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createEmptyPostgresDatabase(testServerUrl());
}

function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DATABASE=postgres needs TEST_DATABASE_URL, a PostgreSQL URL to create databases with',
    );
  return url;
}
