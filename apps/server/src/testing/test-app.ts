import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@talent/db';
import { createTestDatabase } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type AppConfig, type Environment, loadConfig } from '../env.ts';
import type { CallerSession } from '../platform/access/session.ts';

/**
 * Configuration for a test: quiet, its own data folder, and no web build unless the test makes
 * one. Variables given override these, exactly as the environment would.
 */
export function testConfig(variables: Partial<Record<keyof Environment, string>> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-test-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...variables,
  });
}

/** Sessions by token, for tests of access rules without the accounts capability. */
export function sessionsByToken(sessions: Record<string, CallerSession | 'expired'>) {
  return async (token: string) => sessions[token] ?? 'expired';
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real app on a fresh test database of its own, or on one the test passes (left open on
 * close, since its owner closes it); close it in `afterAll`.
 */
export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'database'>> & { database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const config = options.config ?? testConfig();
  const app = await buildApp({ ...options, config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}
