import { setTimeout as sleep } from 'node:timers/promises';
import {
  createDatabase,
  type Database,
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
import { seedDemoInvitation } from './modules/coworker-invitations/index.ts';
import { seedDemoHiring } from './modules/hiring/index.ts';
import { seedDemoJobAlerts } from './modules/jobs/index.ts';
import { seedDemoBlog } from './modules/media/index.ts';
import { seedDemoNotifications } from './modules/notifications/index.ts';
import { seedDemoProfiles } from './modules/profile/index.ts';
import { seedDemoReferrals } from './modules/referral/index.ts';
import { createReadiness } from './platform/http/health.ts';
import { type Storage, storageFor } from './platform/storage/index.ts';

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
  const database =
    given ??
    (await createDatabase({
      url: config.databaseUrl,
      dataDir: config.pgliteDir,
      poolSize: config.databasePoolSize,
    }));
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
    await seedSalaryObservations(database.db);
    await storage.ready();
    const accounts = await seedDemoData(database.db, { storage, publicUrl: config.publicUrl });
    return accounts.map(({ email, password, purpose }) => ({ email, password, purpose }));
  });
}

/**
 * The demo accounts and everything their talents own in every feature (the safety tests seed the
 * same, so each new feature's demo rows are also checked to stay their owner's). `jobCount` makes
 * fewer jobs for a test.
 */
export async function seedDemoData(
  db: Database,
  options: { storage: Storage; publicUrl: string; jobCount?: number },
) {
  const accounts = await seedDemoAccounts(db);
  await seedDemoJobs(db, options.jobCount);
  await seedDemoProfiles(db, options.storage);
  await seedDemoHiring(db, options.storage);
  await seedDemoAssessments(db, options.publicUrl);
  await seedDemoNotifications(db);
  await seedDemoReferrals(db);
  await seedDemoJobAlerts(db);
  await seedDemoBlog(db);
  await seedDemoChat(db);
  await seedDemoInvitation(db);
  return accounts;
}
