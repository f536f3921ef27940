import {
  createDatabase,
  type DatabaseHandle,
  migrateDatabase,
  seedDemoAccounts,
  seedDemoJobs,
  seedMasterData,
  seedSalaryObservations,
} from '@talent/db';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './app.ts';
import type { AppConfig } from './env.ts';
import { seedDemoProfiles } from './modules/profile/index.ts';
import { storageFor } from './platform/storage/index.ts';

export interface DemoAccountNotice {
  email: string;
  password: string;
  purpose: string;
}

export interface RunningServer {
  app: FastifyInstance;
  /** Where the server answers, with the port it actually got (PORT=0 picks a free one). */
  url: string;
  database: DatabaseHandle;
  demoAccounts: DemoAccountNotice[];
  /** Stops taking requests, finishes those in flight, then closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  /** An open, migrated database to serve from (tests); otherwise opened from the configuration. */
  database?: DatabaseHandle;
}

/**
 * Opens the database, brings it up to date (migrations, master data, and outside production the
 * demo accounts, salary data, companies, jobs and profiles; all idempotent, so a first run seeds and later runs change nothing), builds the
 * app and listens.
 */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const { database: given, ...appOptions } = options;
  const database = given ?? (await createDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir }));
  try {
    const demoAccounts = given ? [] : await prepareDatabase(database, config, appOptions.storage);
    const app = await buildApp({ ...appOptions, config, database });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      app,
      url: `http://localhost:${port}`,
      database,
      demoAccounts,
      stop: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function prepareDatabase(
  database: DatabaseHandle,
  config: AppConfig,
  storage = storageFor(config),
): Promise<DemoAccountNotice[]> {
  await migrateDatabase(database.db);
  await seedMasterData(database.db);
  if (config.production) return [];
  const accounts = await seedDemoAccounts(database.db);
  await seedSalaryObservations(database.db);
  await seedDemoJobs(database.db);
  await storage.ready();
  await seedDemoProfiles(database.db, storage);
  return accounts.map(({ email, password, purpose }) => ({ email, password, purpose }));
}
