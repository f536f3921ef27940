import { accountMessages } from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAttemptLimits } from '../modules/accounts/attempt-limits.ts';
import { createAccountsModule } from '../modules/accounts/index.ts';
import { tokenFromMailbox } from '../modules/accounts/testing/mail-tokens.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { redactedLogPaths, requestLogSerializers } from '../platform/http/log-safety.ts';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app.ts';

/**
 * Accounts as an attacker tries them (issue 15): limits that hold against spoofed addresses and
 * path variants, passwords refused before hashing, stored hashes at the OWASP argon2id minimums,
 * and no password, token or mail link in the log.
 */
const auth = '/api/auth/auth-core';
const password = 'Rahasia!2026';
const minute = 60_000;
const logLines: string[] = [];
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({
    modules: [createAccountsModule({ limits: { signinFailuresPerIp: { limit: 3, windowMs: 15 * minute } } })],
    logger: {
      level: 'trace',
      redact: redactedLogPaths,
      serializers: requestLogSerializers,
      stream: { write: (line: string) => logLines.push(line) },
    },
  });
});

afterAll(async () => {
  await server?.close();
});

const signin = (
  email: string,
  secret: string,
  extra: { url?: string; headers?: Record<string, string> } = {},
) =>
  server.request({
    method: 'POST',
    url: extra.url ?? `${auth}/signin`,
    headers: extra.headers ?? {},
    payload: { email, password: secret },
    remoteAddress: '10.77.0.1',
  });

describe('accounts as an attacker tries them', () => {
  it('hold the per-address limit against spoofed forwarding headers and path variants', async () => {
    const attempts: { url?: string; headers?: Record<string, string> }[] = [
      { headers: { 'x-forwarded-for': '1.2.3.4' } },
      { headers: { 'x-real-ip': '5.6.7.8' } },
      { url: `${auth}/signin?again=1` },
    ];
    for (const [index, attempt] of attempts.entries()) {
      expect((await signin(`guess${index}@example.com`, 'wrong!!', attempt)).status).toBe(400);
    }
    const spoofed = await signin('guess9@example.com', 'wrong!!', {
      headers: { 'x-forwarded-for': '9.9.9.9' },
    });
    expect(spoofed.status).toBe(429);
    expect((await signin('guess9@example.com', 'wrong!!', { url: `${auth}/signin/` })).status).toBe(404);
  });

  it('refuse a 1 MB password at the field before any hashing', async () => {
    const answer = await server.request({
      method: 'POST',
      url: `${auth}/signup`,
      payload: {
        email: 'huge@example.com',
        password: 'p'.repeat(1000 * 1000),
        fullname: 'Huge Pass',
        phone: '081234567890',
      },
      remoteAddress: '10.78.0.1',
    });
    expect([400, 413]).toContain(answer.status);
    if (answer.status === 400) expect(answer.body.fields.password).toBe(accountMessages.passwordTooLong);
    const [stored] = await server.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'huge@example.com'));
    expect(stored).toBeUndefined();
  });

  it('store hashes at the OWASP argon2id minimums, and leave no password, token or link in the log', async () => {
    const email = 'logged@example.com';
    await server.request({
      method: 'POST',
      url: `${auth}/signup`,
      payload: { email, password, fullname: 'Logged Person', phone: '081234567890', terms_accepted: true },
      remoteAddress: '10.79.0.1',
    });
    const [stored] = await server.db.select().from(schema.users).where(eq(schema.users.email, email));
    const cost = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored?.passwordHash ?? '');
    expect(cost).not.toBeNull();
    const [memoryKiB, passes, lanes] = (cost ?? []).slice(1).map(Number);
    expect(memoryKiB).toBeGreaterThanOrEqual(19_456);
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(lanes).toBeGreaterThanOrEqual(1);

    const verifyToken = await tokenFromMailbox(server, email, 'verify');
    await server.request({ method: 'GET', url: `${auth}/verify?token=${verifyToken}` });
    const session = await server.request({
      method: 'POST',
      url: `${auth}/signin`,
      payload: { email, password },
      remoteAddress: '10.79.0.2',
    });
    const sessionToken = session.body.data.token as string;
    await server.request({
      method: 'GET',
      url: `${auth}/session`,
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    await server.request({
      method: 'GET',
      url: `${auth}/reseturl?email=${email}`,
      remoteAddress: '10.79.0.3',
    });
    const resetToken = await tokenFromMailbox(server, email, 'reset');
    await server.request({
      method: 'POST',
      url: `${auth}/forgot-password`,
      headers: { token: resetToken },
      payload: { password: 'Baru!2026xyz' },
    });

    const log = logLines.join('');
    expect(log).toContain('/verify?token=[redacted]');
    for (const secret of [password, 'Baru!2026xyz', verifyToken, sessionToken, resetToken, 'reset_token=']) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
    }
  });
});

describe('behind one proxy (TRUST_PROXY=1), guessing from addresses the guesser rotates', () => {
  const proxy = '10.0.0.5';
  let behindProxy: TestApp;

  beforeAll(async () => {
    behindProxy = await createTestApp({
      env: { TRUST_PROXY: '1' },
      modules: [
        createAccountsModule({ limits: { signinFailuresPerIp: { limit: 3, windowMs: 15 * minute } } }),
      ],
    });
  });

  afterAll(async () => {
    await behindProxy?.close();
  });

  /** A sign-in as the proxy passes it on: whatever the client wrote, then the address it saw. */
  const signinVia = (email: string, secret: string, forwardedFor: string, cookie?: string) =>
    behindProxy.request({
      method: 'POST',
      url: `${auth}/signin`,
      headers: { 'x-forwarded-for': forwardedFor, ...(cookie ? { cookie } : {}) },
      payload: { email, password: secret },
      remoteAddress: proxy,
    });

  async function accountWithPassword(email: string) {
    await behindProxy.signInAs(email);
    await behindProxy.db
      .update(schema.users)
      .set({ passwordHash: await hashPassword(password), passwordCreated: true })
      .where(eq(schema.users.email, email));
  }

  it('take the client address the proxy appended, not the entries the client wrote', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const answer = await signinVia(`spoof${n}@example.com`, 'wrong!!', `198.51.100.${n}, 203.0.113.7`);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Another client behind the same proxy is its own address, untouched by the first one's limit.
    expect((await signinVia('spoof9@example.com', 'wrong!!', '198.51.100.1, 203.0.113.8')).status).toBe(400);
  });

  it('bound guesses per account from any number of addresses, while the owner’s known device signs in', async () => {
    const owner = 'rotated.owner@example.com';
    await accountWithPassword(owner);
    const ownDevice = await signinVia(owner, password, '192.0.2.10');
    expect(ownDevice.status).toBe(200);
    const setCookie = String(ownDevice.headers['set-cookie']);
    expect(setCookie).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0] ?? '';
    expect(cookie).toMatch(/^talent_device=/);

    const budget = defaultAttemptLimits.signinFailuresPerAccountFromUnknownDevices.limit;
    const statuses: number[] = [];
    for (let n = 0; n < budget + 20; n += 1) {
      statuses.push((await signinVia(owner, `wrong-${n}!`, `100.64.${n >> 8}.${n & 255}`)).status);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(budget);
    expect(statuses.slice(budget).every((status) => status === 429)).toBe(true);
    // The right password from yet another unknown device is held too: the guesser learns nothing.
    expect((await signinVia(owner, password, '100.65.0.1')).status).toBe(429);

    const known = await signinVia(owner, password, '192.0.2.99', cookie);
    expect(known.status).toBe(200);
    expect(known.body.data.token).toEqual(expect.any(String));
  });

  it('refuse TRUST_PROXY=true, which would take the address the client wrote first', () => {
    expect(() => testConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be false, the number/);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
  });
});
