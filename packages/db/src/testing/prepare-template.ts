import type { Database } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedMasterData } from '../seed/index.ts';

/** What every test database starts with: the current schema and the master data lists. */
export async function prepareTemplate(db: Database): Promise<void> {
  await migrateDatabase(db);
  await seedMasterData(db);
}
