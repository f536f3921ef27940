import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountLinks } from '@talent/contract';
import type { Database } from '@talent/db';
import { createTestDatabase } from '@talent/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../app.ts';
import { type AppConfig, loadConfig } from '../../../env.ts';
import { createSessionStore } from '../../../platform/auth/session-store.ts';
import { type AccountsModuleOptions, createAccountsModule } from '../accounts.routes.ts';

export const testPublicUrl = 'http://talent.test';

/** A clock the test moves by hand, so expiry is tested without waiting. */
export function createTestClock(start = new Date('2026-03-02T08:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface AccountsTestApp {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof createTestClock>;
  /** The answer with its JSON body parsed (text otherwise), for tests to read field by field. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary fields of the answers they assert on
  request(options: InjectOptions): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/**
 * The real server (platform and accounts) on a fresh test database of its own, with a clock the
 * test controls for the session store and the accounts module alike.
 */
export async function startAccountsTestApp(
  options: Omit<AccountsModuleOptions, 'now'> & {
    config?: Partial<AppConfig>;
    env?: Record<string, string>;
  } = {},
): Promise<AccountsTestApp> {
  const clock = createTestClock();
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'talent-accounts-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: testPublicUrl, DATA_DIR: dataDir, ...options.env }),
    ...options.config,
  };
  const sessions = createSessionStore({
    db: database.db,
    signingKey: config.sessionSecret,
    ttlMs: config.sessionTtlMs,
    now: clock.now,
  });
  const { config: _config, env: _env, ...moduleOptions } = options;
  const app = await buildApp({
    config,
    database,
    sessionResolver: sessions.resolve,
    modules: [createAccountsModule({ ...moduleOptions, now: clock.now })],
  });
  return {
    app,
    db: database.db,
    clock,
    async request(injectOptions) {
      const response = await app.inject(injectOptions);
      const json = response.headers['content-type']?.toString().includes('application/json');
      return {
        status: response.statusCode,
        body: json ? response.json() : response.body,
        headers: response.headers,
      };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The newest link of a kind in someone's mails, read from the development mailbox page the way
 * a person would click it: answers the token it carries.
 */
export async function tokenFromMailbox(
  app: FastifyInstance,
  email: string,
  kind: 'verify' | 'reset',
): Promise<string> {
  const page = await app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  const query = kind === 'verify' ? accountLinks.verifyQuery : accountLinks.resetQuery;
  const link = [...page.body.matchAll(/href="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
    .find((href) => href.includes(`${query}=`));
  if (!link) throw new Error(`No ${kind} link in the mailbox of ${email}`);
  return new URL(link).searchParams.get(query) ?? '';
}
