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
      modules: [
        createAccountsModule({
          limits: {
            signinFailuresPerIp: { limit: 8, windowMs: 15 * minute },
            signupPerIp: { limit: 8, windowMs: 60 * minute },
          },
        }),
      ],
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  let signupAddress = 0;

  async function verifiedTalent(email: string) {
    signupAddress += 1;
    await server.request({
      method: 'POST',
      url: `${auth}/signup`,
      payload: { email, password, fullname: 'Dimas Anggara', phone: '081234567890', terms_accepted: true },
      remoteAddress: `10.200.0.${signupAddress}`,
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

  const mailSubjects = async (email: string) => {
    const page = await server.request({ method: 'GET', url: `/dev/mailbox?to=${email}` });
    return String(page.body);
  };

  it('makes one address wait longer after each failure for one account, while the owner still gets in from elsewhere', async () => {
    const email = 'dimas@example.co.id';
    await verifiedTalent(email);
    const { freeFailures, firstDelayMs } = defaultAttemptLimits.signinFailureDelay;
    for (let attempt = 0; attempt < freeFailures; attempt += 1) {
      expect((await signin(email, `wrong-${attempt}`, '10.1.0.1')).status).toBe(400);
    }
    const waiting = await signin(email, password, '10.1.0.1');
    expect(waiting.status).toBe(429);
    expect(waiting.body.meta).toEqual({
      type: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait 1 minute and try again.',
    });
    expect(waiting.headers['retry-after']).toBe(String(firstDelayMs / 1000));
    expect((await signin(email, password, '10.2.0.1')).status).toBe(200);

    server.clock.advance(firstDelayMs);
    expect((await signin(email, 'wrong-again', '10.1.0.1')).status).toBe(400);
    server.clock.advance(firstDelayMs);
    expect((await signin(email, password, '10.1.0.1')).status).toBe(429);
    server.clock.advance(firstDelayMs);
    expect((await signin(email, password, '10.1.0.1')).status).toBe(200);
    expect((await signin(email, 'wrong-once-more', '10.1.0.1')).status).toBe(400);
  });

  it('mails the owner once when wrong passwords pile up from many addresses', async () => {
    const email = 'wulan@example.co.id';
    await verifiedTalent(email);
    const { limit } = defaultAttemptLimits.signinFailuresBeforeOwnerMail;
    for (let attempt = 0; attempt < limit + 3; attempt += 1) {
      expect((await signin(email, 'not-the-password', `10.7.${attempt}.1`)).status).toBe(400);
    }
    expect((await mailSubjects(email)).match(/Many wrong passwords were tried/g)).toHaveLength(1);
    expect((await signin(email, password, '10.8.0.1')).status).toBe(200);
  });

  it('counts only failures per address, so one shared address keeps signing people in', async () => {
    const email = 'sari@example.co.id';
    await verifiedTalent(email);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await signin(email, password, '10.3.0.1')).status).toBe(200);
    }
  });

  it('refuses a ninth failure from one address within the window, whatever the accounts', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await signin(`someone${attempt}@example.com`, 'whatever', '10.9.9.9')).status).toBe(400);
    }
    const refused = await signin('someone.else@example.com', 'whatever', '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(refused.body.meta.type).toBe('TOO_MANY_REQUESTS');
    expect((await signin('someone.else@example.com', 'whatever', '10.9.9.10')).status).toBe(400);
  });

  it('holds the limits against letter-case and space variants of the email', async () => {
    const email = 'tono@example.co.id';
    await verifiedTalent(email);
    const variants = [email, email.toUpperCase(), ` ${email} `, 'Tono@Example.co.id', `${email}\t`];
    for (const variant of variants) {
      expect((await signin(variant, 'wrong!!', '10.4.0.1')).status).toBe(400);
    }
    expect((await signin(`  TONO@example.CO.ID`, password, '10.4.0.1')).status).toBe(429);
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

  it('refuses sign-ups over the limits per address and per email, taken or not', async () => {
    const signup = (email: string, ip: string) =>
      server.request({
        method: 'POST',
        url: `${auth}/signup`,
        payload: { email, password, fullname: 'Ratna Sari', phone: '081234567890', terms_accepted: true },
        remoteAddress: ip,
      });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signup('ratna@example.co.id', `10.6.0.${attempt}`)).status).toBe(201);
    expect((await signup('RATNA@example.co.id', '10.6.1.1')).status).toBe(429);
    for (let attempt = 0; attempt < 8; attempt += 1)
      expect((await signup(`person${attempt}@example.co.id`, '10.6.2.1')).status).toBe(201);
    expect((await signup('one.more@example.co.id', '10.6.2.1')).status).toBe(429);
  });
});
