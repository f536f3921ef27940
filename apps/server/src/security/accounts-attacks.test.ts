import { accountMessages } from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsModule } from '../modules/accounts/index.ts';
import { tokenFromMailbox } from '../modules/accounts/testing/mail-tokens.ts';
import { redactedLogPaths, requestLogSerializers } from '../platform/http/log-safety.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

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
      payload: { email, password, fullname: 'Logged Person', phone: '081234567890' },
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
