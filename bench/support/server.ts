import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@talent/db';
import {
  createDatabase,
  migrateDatabase,
  seedAssessments,
  seedMasterData,
  seedSalaryObservations,
  withConnection,
} from '@talent/db';
import { createLocalStorage } from '../../apps/server/src/platform/storage/local-storage.ts';
import { seedDemoData } from '../../apps/server/src/start-server.ts';

const serverEntry = join(import.meta.dirname, '..', '..', 'apps', 'server', 'src', 'server.ts');

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `statements` on DATABASE_URL's PostgreSQL server (default the local test server). */
async function administer(statements: string[]): Promise<void> {
  await withConnection(serverUrl, async (admin) => {
    for (const statement of statements) await admin.query(statement);
  });
}

/**
 * A new, empty database named `name` on DATABASE_URL's PostgreSQL server (default the local test
 * server), dropped first if an earlier run left it; undefined, with the reason printed, when that
 * server cannot be used.
 */
export async function freshPostgresUrl(name: string): Promise<string | undefined> {
  try {
    await administer([`drop database if exists ${name} with (force)`, `create database ${name}`]);
  } catch (error) {
    console.error(`PostgreSQL at ${serverUrl} is not usable: ${(error as Error).message}`);
    return undefined;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database `freshPostgresUrl` made, when it is too large to leave for the next run. */
export async function dropPostgresDatabase(name: string): Promise<void> {
  await administer([`drop database if exists ${name} with (force)`]);
}

/**
 * The production server (NODE_ENV=production) on a fresh data folder, on PGlite or on the PostgreSQL
 * database given. A production server seeds no demo data, so the bench seeds all that `npm start`
 * would (the demo talent's profile with its CV and photo, hiring, chat and the rest) before starting
 * it: pages then load what the demo talent sees; `addData` then adds what one benchmark needs on top.
 * `seeded` says another process already did, when a second process joins the same database.
 */
export async function startProductionServer(options: {
  port: number;
  databaseUrl?: string;
  seeded?: boolean;
  addData?: (db: Database) => Promise<void>;
  /** More of the server's settings (TRUST_PROXY, DATABASE_POOL_SIZE, ...). */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-'));
  const url = `http://127.0.0.1:${options.port}`;
  if (!options.seeded) {
    const database = await createDatabase({ url: options.databaseUrl, dataDir: join(dataDir, 'pglite') });
    try {
      await migrateDatabase(database.db);
      await seedMasterData(database.db);
      await seedAssessments(database.db);
      await seedSalaryObservations(database.db);
      // Where the production server keeps uploads (DATA_DIR/uploads), for the demo CV and photos.
      const storage = createLocalStorage(join(dataDir, 'uploads'));
      await storage.ready();
      await seedDemoData(database.db, { storage, publicUrl: url });
      await options.addData?.(database.db);
    } finally {
      await database.close();
    }
  }
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-of-at-least-32-characters',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server on port ${options.port} did not become ready.`);
}

/** Signs a talent in (the demo talent unless another seeded one is named) and answers its token and id. */
export async function signInDemoTalent(
  url: string,
  email = 'talent@example.com',
): Promise<{ token: string; id: number }> {
  const response = await fetch(`${url}/api/auth/auth-core/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', source: 'marketplace' },
    body: JSON.stringify({ email, password: 'Demo!2026' }),
  });
  if (!response.ok)
    throw new Error(`Signing ${email} in answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { token: string; id: number } };
  return data;
}
