import { defineConfig } from 'drizzle-kit';

/**
 * Generates the committed SQL migrations from the schema. Generation needs no database; the
 * server applies the migrations at start (`migrateDatabase`), on PGlite and on PostgreSQL alike.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
});
