import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BodyOf,
  type DataOf,
  defaultServiceBases,
  type Endpoint,
  fillPath,
  type Meta,
  type ParamsOf,
  type QueryOf,
  type UserType,
} from '@talent/contract';
import { type Database, type DatabaseHandle, schema } from '@talent/db';
import { createTestDatabase } from '@talent/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type AppConfig, type Environment, loadConfig } from '../env.ts';
import type { CallerSession } from '../platform/access/session.ts';
import { mailboxPath } from '../platform/mail/mailbox-page.ts';

/** Where a test server says it is, in the links of its mails. */
export const testPublicUrl = 'http://talent.test';

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
    PUBLIC_URL: testPublicUrl,
    ...variables,
  });
}

/** Sessions by token, for tests of access rules without any accounts. */
export function sessionsByToken(sessions: Record<string, CallerSession | 'expired'>) {
  return async (token: string) => sessions[token] ?? 'expired';
}

/** A clock the test moves by hand, so expiry is tested without waiting; it starts at the real time. */
export function createTestClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;

/** An answer with its JSON body parsed (text otherwise), for tests to read field by field. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary fields of the answers they assert on
export interface TestAnswer<Body = any> {
  status: number;
  body: Body;
  headers: Record<string, unknown>;
}

/** What a contract endpoint answers: its data on success; null data, `error` and `fields` on failure. */
export interface EndpointAnswer<E> {
  data: DataOf<E>;
  meta: Meta;
  error?: string;
  fields?: Record<string, string>;
}

export interface EndpointCall<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

export interface CallOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface SignedIn {
  /** The account id; a talent's is also its talent id. */
  id: number;
  token: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: Database;
  config: AppConfig;
  /** The clock of every module; `advance` it to let tokens and windows run out. */
  clock: TestClock;
  request(options: InjectOptions): Promise<TestAnswer>;
  /** Calls a contract endpoint by its definition: the URL, query and body are built from it. */
  inject<E extends Endpoint>(
    endpoint: E,
    call?: EndpointCall<E>,
    options?: CallOptions,
  ): Promise<TestAnswer<EndpointAnswer<E>>>;
  /**
   * A session for the account with this email, made (verified, onboarded, with a password) when
   * there is none yet; no accounts module is needed.
   */
  signInAs(email: string, account?: { type?: UserType; onboarded?: boolean }): Promise<SignedIn>;
  /** The links in someone's mails on the development mailbox page, newest mail first. */
  mailboxLinks(email: string): Promise<string[]>;
  close(): Promise<void>;
}

export type TestAppOptions = Partial<Omit<BuildAppOptions, 'database' | 'now'>> & {
  /** A database to share (left open on close, since its owner closes it). */
  database?: DatabaseHandle;
  /** Environment variables over `testConfig`'s, when `config` is not given. */
  env?: Partial<Record<keyof Environment, string>>;
};

/** The query string of a call, with lists as repeated keys. */
function searchOf(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The real app (every feature module unless the test picks its own) on a fresh test database of
 * its own, with a clock the test moves; close it in `afterAll`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database: given, env, ...appOptions } = options;
  const database = given ?? (await createTestDatabase());
  const config = options.config ?? testConfig(env);
  const clock = createTestClock();
  const app = await buildApp({ ...appOptions, config, database, now: clock.now });
  await app.ready();

  async function request(injectOptions: InjectOptions): Promise<TestAnswer> {
    const response = await app.inject(injectOptions);
    const json = response.headers['content-type']?.toString().includes('application/json');
    return {
      status: response.statusCode,
      body: json ? response.json() : response.body,
      headers: response.headers,
    };
  }

  return {
    app,
    database,
    db: database.db,
    config,
    clock,
    request,

    async inject(endpoint, call = {}, callOptions = {}) {
      const form = endpoint.bodyType === 'form';
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
      const body = call.body as Record<string, string> | undefined;
      // A multipart body goes as the browser sends it: text fields, and files (a File value) by name.
      let payload: unknown = form && body ? new URLSearchParams(body).toString() : body;
      if (endpoint.bodyType === 'multipart' && body) {
        const parts = new FormData();
        for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
          if (value instanceof Blob) parts.append(name, value);
          else if (value !== null && value !== undefined) parts.append(name, String(value));
        }
        const encoded = new Request('http://test.local', { method: 'POST', body: parts });
        headers['content-type'] = encoded.headers.get('content-type') ?? '';
        payload = Buffer.from(await encoded.arrayBuffer());
      }
      return request({
        method: endpoint.method,
        url: `${defaultServiceBases[endpoint.group]}${fillPath(endpoint.path, call.params as Record<string, string | number>)}${searchOf(call.query)}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as never }),
        ...(callOptions.remoteAddress ? { remoteAddress: callOptions.remoteAddress } : {}),
      });
    },

    async signInAs(email, account = {}) {
      const { users } = schema;
      const [found] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      const [made] = found
        ? [found]
        : await database.db
            .insert(users)
            .values({
              type: account.type ?? 'talent',
              email: email.toLowerCase(),
              fullname: email.split('@')[0] ?? email,
              verifiedAt: clock.now(),
              onboarded: account.onboarded ?? true,
            })
            .returning({ id: users.id });
      if (!made) throw new Error(`Could not make an account for ${email}`);
      return { id: made.id, token: await app.platform.sessions.start(made.id) };
    },

    async mailboxLinks(email) {
      const page = await app.inject({ method: 'GET', url: `${mailboxPath}?to=${encodeURIComponent(email)}` });
      return [...page.body.matchAll(/href="(https?:[^"]+)"/g)].map((match) =>
        (match[1] ?? '').replaceAll('&amp;', '&'),
      );
    },

    async close() {
      await app.close();
      if (!given) await database.close();
    },
  };
}
