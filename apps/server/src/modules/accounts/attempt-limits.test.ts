import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAccountsModule } from './accounts.routes.ts';
import { defaultAttemptLimits } from './attempt-limits.ts';
import { tokenFromMailbox } from './testing/mail-tokens.ts';

const minute = 60_000;

describe('abuse limits over the API', () => {
  const auth = '/api/auth/auth-core';
  const password = 'Rahasia!2026';
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({
      modules: [createAccountsModule({ limits: { signinPerIp: { limit: 5, windowMs: 15 * minute } } })],
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function verifiedTalent(email: string) {
    await server.request({
      method: 'POST',
      url: `${auth}/signup`,
      payload: { email, password, fullname: 'Dimas Anggara', phone: '081234567890' },
    });
    const token = await tokenFromMailbox(server, email, 'verify');
    await server.request({ method: 'GET', url: `${auth}/verify?token=${token}` });
  }

  const signin = (email: string, secret: string, ip: string) =>
    server.request({
      method: 'POST',
      url: `${auth}/signin`,
      payload: { email, password: secret },
      remoteAddress: ip,
    });

  it('refuses sign-in to an account after 10 failures, from any address, even with the right password', async () => {
    const email = 'dimas@example.co.id';
    await verifiedTalent(email);
    const limit = defaultAttemptLimits.signinFailuresPerAccount.limit;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await signin(email, `wrong-${attempt}`, `10.1.${attempt}.1`)).status).toBe(400);
    }
    const refused = await signin(email, password, '10.2.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.meta).toEqual({
      type: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
    expect(refused.headers['retry-after']).toBe('900');
    server.clock.advance(15 * minute);
    expect((await signin(email, password, '10.2.0.1')).status).toBe(200);
  });

  it('counts only failures per account: a successful sign-in starts the count again', async () => {
    const email = 'sari@example.co.id';
    await verifiedTalent(email);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 9; attempt += 1)
        await signin(email, 'wrong!!', `10.3.${round}.${attempt}`);
      expect((await signin(email, password, `10.4.${round}.1`)).status).toBe(200);
    }
  });

  it('refuses a sixth sign-in from one address within the window, whatever the accounts', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signin(`someone${attempt}@example.com`, 'whatever', '10.9.9.9')).status).toBe(400);
    }
    const refused = await signin('someone.else@example.com', 'whatever', '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(refused.body.meta.type).toBe('TOO_MANY_REQUESTS');
    expect((await signin('someone.else@example.com', 'whatever', '10.9.9.10')).status).toBe(400);
  });

  it('refuses a sixth reset mail for one account within the hour, existing or not', async () => {
    for (const email of ['budi@example.co.id', 'nobody@example.co.id']) {
      if (email.startsWith('budi')) await verifiedTalent(email);
      const ask = (ip: string) =>
        server.request({ method: 'GET', url: `${auth}/reseturl?email=${email}`, remoteAddress: ip });
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await ask(`10.5.0.${attempt}`)).status).toBe(200);
      const refused = await ask('10.5.1.1');
      expect(refused.status).toBe(429);
      expect(refused.body.meta.message).toBe('Too many attempts. Please wait 60 minutes and try again.');
    }
  });

  it('refuses a sixth verification mail for one account within the hour', async () => {
    const resend = () =>
      server.request({
        method: 'POST',
        url: `${auth}/resendverification`,
        payload: { email: 'rina@example.co.id' },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
  });
});
