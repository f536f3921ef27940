import { setTimeout as sleep } from 'node:timers/promises';
import {
  createDatabase,
  type DatabaseHandle,
  migrateDatabase,
  seedAssessments,
  seedDemoAccounts,
  seedDemoJobs,
  seedMasterData,
  seedSalaryObservations,
  withAdvisoryLock,
} from '@talent/db';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './app.ts';
import type { AppConfig } from './env.ts';
import { seedDemoAssessments } from './modules/assessments/index.ts';
import { seedDemoChat } from './modules/chat/index.ts';
import { seedDemoHiring } from './modules/hiring/index.ts';
import { seedDemoJobAlerts } from './modules/jobs/index.ts';
import { seedDemoBlog } from './modules/media/index.ts';
import { seedDemoNotifications } from './modules/notifications/index.ts';
import { seedDemoProfiles } from './modules/profile/index.ts';
import { seedDemoReferrals } from './modules/referral/index.ts';
import { createReadiness } from './platform/http/health.ts';
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

/** The advisory lock under which one process at a time seeds (each seed is idempotent, not concurrent). */
const seedLock = 'talent:seed';

/**
 * Opens the database, listens (answering 503 and `/readyz` "starting" meanwhile), brings the
 * database up to date (migrations, master data, and outside production the demo accounts, salary
 * data, companies, jobs and profiles; all idempotent and taken in turns by processes that start
 * together, so a first run seeds and later runs change nothing), and only then takes traffic.
 * Stopping turns `/readyz` to 503, waits DRAIN_DELAY_SECONDS for the load balancer to notice, then
 * finishes the requests in flight.
 */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const { database: given, ...appOptions } = options;
  const database = given ?? (await createDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir }));
  const readiness = createReadiness(given ? 'ready' : 'starting');
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ ...appOptions, config, database, readiness });
    await app.listen({ port: config.port, host: config.host });
    const demoAccounts = given ? [] : await prepareDatabase(database, config, appOptions.storage);
    readiness.set('ready');
    app.platform.schedule.start();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const running = app;
    return {
      app: running,
      url: `http://localhost:${port}`,
      database,
      demoAccounts,
      stop: async () => {
        readiness.set('stopping');
        if (config.drainDelayMs > 0) await sleep(config.drainDelayMs);
        await running.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close();
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
  return withAdvisoryLock(database.db, seedLock, async () => {
    await seedMasterData(database.db);
    await seedAssessments(database.db);
    if (config.production) return [];
    const accounts = await seedDemoAccounts(database.db);
    await seedSalaryObservations(database.db);
    await seedDemoJobs(database.db);
    await storage.ready();
    await seedDemoProfiles(database.db, storage);
    await seedDemoHiring(database.db, storage);
    await seedDemoAssessments(database.db, config.publicUrl);
    await seedDemoNotifications(database.db);
    await seedDemoReferrals(database.db);
    await seedDemoJobAlerts(database.db);
    await seedDemoBlog(database.db);
    await seedDemoChat(database.db);
    return accounts.map(({ email, password, purpose }) => ({ email, password, purpose }));
  });
}
