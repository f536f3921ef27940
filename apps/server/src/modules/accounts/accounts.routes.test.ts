import { accountMessages } from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tokenFromMailbox } from './testing/mail-tokens.ts';

const auth = '/api/auth/auth-core';
const password = 'Rahasia!2026';

let server: TestApp;
let counter = 0;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server?.close();
});

/** A new address for every test, so tests share the app but not their accounts. */
function freshEmail(name = 'talent') {
  counter += 1;
  return `${name}.${counter}@example.co.id`;
}

function signupAs(email: string, headers: Record<string, string> = {}, body: Record<string, unknown> = {}) {
  return server.request({
    method: 'POST',
    url: `${auth}/signup`,
    headers,
    payload: {
      email,
      password,
      fullname: 'Putri Ayu Lestari',
      phone: '+62 812 1234 5678',
      terms_accepted: true,
      ...body,
    },
  });
}

function signin(email: string, secret = password, ip = '10.0.0.1') {
  return server.request({
    method: 'POST',
    url: `${auth}/signin`,
    headers: { source: 'marketplace' },
    payload: { email, password: secret },
    remoteAddress: ip,
  });
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Signs up, follows the verify link from the mailbox and signs in: a talent ready to use the app. */
async function verifiedTalent(email = freshEmail()) {
  await signupAs(email);
  const token = await tokenFromMailbox(server, email, 'verify');
  expect((await server.request({ method: 'GET', url: `${auth}/verify?token=${token}` })).status).toBe(200);
  const answer = await signin(email);
  expect(answer.status).toBe(200);
  return { email, id: answer.body.data.id as number, token: answer.body.data.token as string };
}

function session(token: string) {
  return server.request({ method: 'GET', url: `${auth}/session`, headers: bearer(token) });
}

describe('sign-up', () => {
  it('creates an unverified talent and mails a verify link', async () => {
    const email = freshEmail();
    const answer = await signupAs(email, { source: 'marketplace' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({ email, type: 'talent' });
    expect(answer.body.meta.message).toBe(accountMessages.signupSuccess);
    expect(await tokenFromMailbox(server, email, 'verify')).toMatch(/^[\w-]{40,}$/);
  });

  it('records when the new account accepted the Terms of Service and the Privacy Policy', async () => {
    const email = freshEmail();
    const signedUpAt = server.clock.now();
    expect((await signupAs(email)).status).toBe(201);
    const [made] = await server.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(made?.termsAcceptedAt).toEqual(signedUpAt);
  });

  it('refuses an employer sign-up with a 403 and makes nothing: this app serves no employer', async () => {
    const email = freshEmail('hr');
    const answer = await signupAs(email, { source: 'employer' });
    expect(answer.status).toBe(403);
    expect(answer.body.meta.message).toBe(accountMessages.employerSignupClosed);
    expect(await server.mailboxLinks(email)).toEqual([]);
    const [made] = await server.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(made).toBeUndefined();
  });

  it('tells the owner of a deactivated account, and only by mail, that its email is closed and how to come back', async () => {
    const { email, token } = await verifiedTalent();
    const deactivated = await server.request({
      method: 'POST',
      url: '/api/auth/account/deactivate',
      headers: bearer(token),
    });
    expect(deactivated.status).toBe(200);
    const fresh = await signupAs(freshEmail());
    const again = await signupAs(email);
    expect({ status: again.status, body: again.body }).toEqual({
      status: fresh.status,
      body: { ...fresh.body, data: { ...fresh.body.data, email } },
    });
    expect(await server.mailboxLinks(email)).toContain('http://talent.test/contact-us');
  });

  it('answers a taken email, whatever its casing, exactly as a new one, keeps one account and tells its owner once an hour', async () => {
    const email = freshEmail();
    const first = await signupAs(email);
    expect(first.status).toBe(201);
    const again = await signupAs(`  ${email.toUpperCase()} `);
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    await signupAs(email);
    const subjects = async () => {
      const page = await server.request({ method: 'GET', url: `/dev/mailbox?to=${email}` });
      return String(page.body).match(/Someone tried to sign up with your email/g)?.length ?? 0;
    };
    expect(await subjects()).toBe(1);
    server.clock.advance(3_600_000);
    await signupAs(email);
    expect(await subjects()).toBe(2);
    const signedIn = await signin(email);
    expect(signedIn.body.meta.type).toBe('ACCOUNT_NOT_VERIFIED');
  });

  it.each([
    ['email', '', '* Please fill your Email'],
    ['email', 'putri.example.com', '* Invalid email address. Insert @ to your email'],
    ['email', `${'p'.repeat(45)}@x.com`, '* Email should be at most 50 characters'],
    ['password', '', '* Field cannot be empty'],
    ['password', '12345', '* Password is too short (should be more than 6 characters)'],
    ['fullname', '', '* Please fill your Full Name'],
    ['fullname', 'Al', '* Full Name should be 3 to 255 characters'],
    ['fullname', 'Putri 99', 'Letters only'],
    ['phone', '', '* Please fill your Phone Number'],
    ['phone', '0812-abc-99', 'Numbers only'],
    ['phone', '0812345', '* Phone Number should be 9 to 18 characters'],
    ['terms_accepted', false, accountMessages.termsRequired],
    ['terms_accepted', undefined, accountMessages.termsRequired],
  ])('answers 400 for %s %j with %s and creates nothing', async (field, value, message) => {
    const email = freshEmail();
    const answer = await signupAs(field === 'email' ? String(value) : email, {}, { [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body.meta.type).toBe('VALIDATION_ERROR');
    expect(answer.body.fields[field]).toBe(message);
    if (field !== 'email') expect((await signupAs(email)).status).toBe(201);
  });
});

describe('common passwords', () => {
  it('refuses one of the most common passwords at sign-up, whatever its casing, and makes no account', async () => {
    const email = freshEmail('common');
    const answer = await signupAs(email, {}, { password: 'Password1' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ password: accountMessages.passwordTooCommon });
    expect((await signupAs(email)).status).toBe(201);
  });
});

describe('sign-in', () => {
  it('answers the token, type, id and onboarding state the gating needs, and the account language', async () => {
    const { email, id } = await verifiedTalent();
    const answer = await signin(email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      token: expect.any(String),
      type: 'talent',
      id,
      onboarded: { status: false, last_page: 0, password_created: true },
      language: 'en',
    });
  });

  it('answers 401 for an unverified account with the right password, so the client offers the verify prompt', async () => {
    const email = freshEmail();
    await signupAs(email);
    const answer = await signin(email);
    expect(answer.status).toBe(401);
    expect(answer.body.meta.type).toBe('ACCOUNT_NOT_VERIFIED');
  });

  it('gives a wrong email and a wrong password the very same answer', async () => {
    const { email } = await verifiedTalent();
    const wrongPassword = await signin(email, 'not-the-password', '10.0.0.2');
    const unknownEmail = await signin(freshEmail('nobody'), password, '10.0.0.2');
    const unverifiedWrongPassword = await signin(
      (await signupAs(freshEmail())).body.data.email,
      'nope!!',
      '10.0.0.2',
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({
      data: null,
      meta: { message: 'email or password is invalid', type: 'INVALID_CREDENTIALS' },
      error: 'email or password is invalid',
    });
    expect([unknownEmail.status, unknownEmail.body]).toEqual([400, wrongPassword.body]);
    expect([unverifiedWrongPassword.status, unverifiedWrongPassword.body]).toEqual([400, wrongPassword.body]);
  });

  it('tells an employer account (made outside this app) apart by its type', async () => {
    const { email } = await verifiedTalent(freshEmail('hr'));
    await server.db.update(schema.users).set({ type: 'employer' }).where(eq(schema.users.email, email));
    const answer = await signin(email);
    expect(answer.body.data.type).toBe('employer');
  });
});

describe('sessions', () => {
  it('the session endpoint answers the sign-in shape for a live token', async () => {
    const { token, id } = await verifiedTalent();
    const answer = await session(token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ token, id, type: 'talent' });
  });

  it('a token stops working after sign-out, with SESSION_EXPIRED', async () => {
    const { email, token } = await verifiedTalent();
    const other = (await signin(email)).body.data.token as string;
    const out = await server.request({
      method: 'POST',
      url: `${auth}/signout`,
      headers: bearer(token),
      payload: {},
    });
    expect(out.status).toBe(200);
    const after = await session(token);
    expect(after.status).toBe(401);
    expect(after.body.meta.type).toBe('SESSION_EXPIRED');
    expect((await session(other)).status).toBe(200);
  });

  it('sign-out everywhere ends every session of the account', async () => {
    const { email, token } = await verifiedTalent();
    const other = (await signin(email)).body.data.token as string;
    await server.request({
      method: 'POST',
      url: `${auth}/signout`,
      headers: bearer(token),
      payload: { everywhere: true },
    });
    expect((await session(other)).body.meta.type).toBe('SESSION_EXPIRED');
  });

  it('a token expires after the session lifetime', async () => {
    const { token } = await verifiedTalent();
    server.clock.advance(7 * 24 * 3_600_000 + 1000);
    const answer = await server.request({
      method: 'POST',
      url: '/api/auth/account/deactivate',
      headers: bearer(token),
    });
    expect(answer.status).toBe(401);
    expect(answer.body.meta.type).toBe('SESSION_EXPIRED');
  });

  it('a forged token is a dead session, and no token asks to sign in', async () => {
    const { token } = await verifiedTalent();
    const forged = `${token.split('.')[0]}.AAAA`;
    expect((await session(forged)).body.meta.type).toBe('SESSION_EXPIRED');
    const none = await server.request({ method: 'POST', url: `${auth}/changepassword`, payload: {} });
    expect(none.status).toBe(401);
    expect(none.body.meta.type).toBe('UNAUTHORIZED');
  });
});

describe('change password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    server.request({ method: 'POST', url: `${auth}/changepassword`, headers: bearer(token), payload: body });

  it('updates the password, ends every other session and hands this device a fresh one', async () => {
    const { email, token } = await verifiedTalent();
    const elsewhere = (await signin(email)).body.data.token as string;
    const answer = await change(token, {
      old_password: password,
      password: 'Baru!2026',
      password_confirmation: 'Baru!2026',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.message).toBe('Your password has been successfully updated');
    expect((await session(token)).body.meta.type).toBe('SESSION_EXPIRED');
    expect((await session(elsewhere)).body.meta.type).toBe('SESSION_EXPIRED');
    expect((await session(answer.body.data.token)).status).toBe(200);
    expect((await signin(email, password)).status).toBe(400);
    expect((await signin(email, 'Baru!2026')).status).toBe(200);
    const page = await server.request({ method: 'GET', url: `/dev/mailbox?to=${email}` });
    expect(page.body).toContain('Your Talent password was changed');
  });

  it("refuses a wrong current password with the spec's message and keeps the old one", async () => {
    const { email, token } = await verifiedTalent();
    const answer = await change(token, {
      old_password: 'wrong!!',
      password: 'Baru!2026',
      password_confirmation: 'Baru!2026',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ old_password: "Sorry, that password isn't right." });
    expect((await signin(email)).status).toBe(200);
  });

  it('refuses a common new password and keeps the old one', async () => {
    const { email, token } = await verifiedTalent();
    const answer = await change(token, {
      old_password: password,
      password: 'iloveyou',
      password_confirmation: 'iloveyou',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ password: accountMessages.passwordTooCommon });
    expect((await signin(email)).status).toBe(200);
  });

  it('refuses a confirmation that does not match', async () => {
    const { token } = await verifiedTalent();
    const answer = await change(token, {
      old_password: password,
      password: 'Baru!2026',
      password_confirmation: 'Lain!2026',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      password_confirmation: "* Password confirmation doesn't match Password",
    });
  });
});

describe('verify email', () => {
  it('works once: the second use of the link is refused', async () => {
    const email = freshEmail();
    await signupAs(email);
    const token = await tokenFromMailbox(server, email, 'verify');
    const first = await server.request({ method: 'GET', url: `${auth}/verify?token=${token}` });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ email });
    const second = await server.request({ method: 'GET', url: `${auth}/verify?token=${token}` });
    expect(second.status).toBe(400);
    expect(second.body.meta.type).toBe('LINK_INVALID');
    expect((await signin(email)).status).toBe(200);
  });

  it('expires after 48 hours', async () => {
    const email = freshEmail();
    await signupAs(email);
    const token = await tokenFromMailbox(server, email, 'verify');
    server.clock.advance(48 * 3_600_000 + 1000);
    expect((await server.request({ method: 'GET', url: `${auth}/verify?token=${token}` })).status).toBe(400);
    expect((await signin(email)).status).toBe(401);
  });

  it('resending answers the same whether or not the account exists, and only the newest link works', async () => {
    const email = freshEmail();
    await signupAs(email);
    const oldToken = await tokenFromMailbox(server, email, 'verify');
    const resend = (address: string) =>
      server.request({
        method: 'POST',
        url: `${auth}/resendverification`,
        headers: { source: 'marketplace' },
        payload: { email: address },
      });
    const known = await resend(email);
    const unknown = await resend(freshEmail('nobody'));
    expect(known.status).toBe(200);
    expect(known.body.meta.message).toBe('Resend verification success, Please check your email.');
    expect(unknown.body).toEqual(known.body);
    const newToken = await tokenFromMailbox(server, email, 'verify');
    expect(newToken).not.toBe(oldToken);
    expect((await server.request({ method: 'GET', url: `${auth}/verify?token=${oldToken}` })).status).toBe(
      400,
    );
    expect((await server.request({ method: 'GET', url: `${auth}/verify?token=${newToken}` })).status).toBe(
      200,
    );
  });
});

describe('forgot password', () => {
  const askReset = (email: string, ip = '10.0.1.1') =>
    server.request({
      method: 'GET',
      url: `${auth}/reseturl?email=${encodeURIComponent(email)}`,
      remoteAddress: ip,
    });
  const reset = (token: string, newPassword: string) =>
    server.request({
      method: 'POST',
      url: `${auth}/forgot-password`,
      headers: { token, source: 'marketplace' },
      payload: { password: newPassword },
    });

  it('answers the same whether or not the account exists', async () => {
    const { email } = await verifiedTalent();
    const known = await askReset(email);
    const unknown = await askReset(freshEmail('nobody'));
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it('a reset link works once, sets the password and ends every session', async () => {
    const { email, token: sessionToken } = await verifiedTalent();
    await askReset(email);
    const token = await tokenFromMailbox(server, email, 'reset');
    const first = await reset(token, 'Pulih!2026');
    expect(first.status).toBe(200);
    expect(first.body.meta.message).toBe('Your password has been successfully updated');
    expect((await session(sessionToken)).body.meta.type).toBe('SESSION_EXPIRED');
    expect((await signin(email, 'Pulih!2026')).status).toBe(200);
    const second = await reset(token, 'Lagi!2026');
    expect(second.status).toBe(400);
    expect(second.body.meta.type).toBe('LINK_INVALID');
    expect((await signin(email, 'Lagi!2026')).status).toBe(400);
  });

  it('refuses a common password without using the link up', async () => {
    const { email } = await verifiedTalent();
    await askReset(email);
    const token = await tokenFromMailbox(server, email, 'reset');
    const common = await reset(token, 'sunshine');
    expect(common.status).toBe(400);
    expect(common.body.fields).toEqual({ password: accountMessages.passwordTooCommon });
    expect((await reset(token, 'Pulih!2026')).status).toBe(200);
  });

  it('a reset link expires after an hour', async () => {
    const { email } = await verifiedTalent();
    await askReset(email);
    const token = await tokenFromMailbox(server, email, 'reset');
    server.clock.advance(3_600_000 + 1000);
    expect((await reset(token, 'Telat!2026')).status).toBe(400);
    expect((await signin(email)).status).toBe(200);
  });

  it('a missing Token header is refused, and the new password follows the password rule', async () => {
    const missing = await server.request({
      method: 'POST',
      url: `${auth}/forgot-password`,
      payload: { password: 'Valid!2026' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.meta.type).toBe('LINK_INVALID');
    const short = await reset('whatever', '123');
    expect(short.body.fields).toEqual({
      password: '* Password is too short (should be more than 6 characters)',
    });
  });
});

describe('deactivate', () => {
  it('ends every session and the account can no longer sign in', async () => {
    const { email, token } = await verifiedTalent();
    const other = (await signin(email)).body.data.token as string;
    const answer = await server.request({
      method: 'POST',
      url: '/api/auth/account/deactivate',
      headers: bearer(token),
    });
    expect(answer.status).toBe(200);
    expect((await session(token)).body.meta.type).toBe('SESSION_EXPIRED');
    expect((await session(other)).body.meta.type).toBe('SESSION_EXPIRED');
    expect((await signin(email)).body.meta.type).toBe('INVALID_CREDENTIALS');
  });
});

describe('development mailbox', () => {
  it('lists the mails newest first with their links clickable', async () => {
    const email = freshEmail();
    await signupAs(email);
    const page = await server.request({ method: 'GET', url: '/dev/mailbox' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Verify your Talent account');
    expect(page.body).toMatch(/<a href="http:\/\/talent\.test\/login\?verify_token=[\w-]+">/);
    const opened = await server.request({
      method: 'GET',
      url: page.body.match(/href="(\/dev\/mailbox\/\d+)"/)[1],
    });
    expect(opened.body).toContain('Verify my email');
  });
});

describe('development mailbox in production', () => {
  it('does not exist', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters' },
    });
    try {
      const email = freshEmail();
      expect(
        (
          await production.request({
            method: 'POST',
            url: `${auth}/signup`,
            payload: { email, password, fullname: 'Putri Ayu', phone: '081234567890', terms_accepted: true },
          })
        ).status,
      ).toBe(201);
      const page = await production.request({ method: 'GET', url: `/dev/mailbox?to=${email}` });
      expect(String(page.body)).not.toContain('Development mailbox');
      expect(String(page.body)).not.toContain('verify_token');
    } finally {
      await production.close();
    }
  });
});

describe('the account language', () => {
  const choose = (token: string, language: string) =>
    server.request({
      method: 'PUT',
      url: '/api/auth/account/language',
      headers: bearer(token),
      payload: { language },
    });

  it('is English until the talent chooses, then follows them to every sign-in', async () => {
    const { email, token } = await verifiedTalent();
    expect((await session(token)).body.data.language).toBe('en');
    const chosen = await choose(token, 'id');
    expect({ status: chosen.status, data: chosen.body.data }).toEqual({
      status: 200,
      data: { language: 'id' },
    });
    expect((await signin(email)).body.data.language).toBe('id');
    expect((await session(token)).body.data.language).toBe('id');
    await choose(token, 'en');
    expect((await signin(email)).body.data.language).toBe('en');
  });

  it('refuses a language Talent does not speak, and a guest', async () => {
    const { token } = await verifiedTalent();
    expect((await choose(token, 'fr')).status).toBe(400);
    const guest = await server.request({
      method: 'PUT',
      url: '/api/auth/account/language',
      payload: { language: 'id' },
    });
    expect(guest.status).toBe(401);
  });
});

describe('account mails in the reader’s language (issue #35)', () => {
  const mailbox = async (email: string) =>
    String(
      (await server.request({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` })).body,
    );
  const indonesian = { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' };

  it('writes the verify mail of a sign-up in the language its page was read in, and keeps that language', async () => {
    const email = freshEmail('indonesian');
    expect((await signupAs(email, indonesian)).status).toBe(201);
    const page = await mailbox(email);
    expect(page).toContain('Verifikasi akun Talent-mu');
    expect(page).not.toContain('Verify your Talent account');
    const token = await tokenFromMailbox(server, email, 'verify');
    expect((await server.request({ method: 'GET', url: `${auth}/verify?token=${token}` })).status).toBe(200);
    expect((await signin(email)).body.data.language).toBe('id');

    const english = freshEmail('english');
    await signupAs(english);
    expect(await mailbox(english)).toContain('Verify your Talent account');
  });

  it('writes a guest’s reset and resend mails in the language of the page that asked', async () => {
    const { email } = await verifiedTalent();
    await server.request({
      method: 'GET',
      url: `${auth}/reseturl?email=${encodeURIComponent(email)}`,
      headers: indonesian,
      remoteAddress: '10.0.9.1',
    });
    expect(await mailbox(email)).toContain('Atur ulang kata sandi Talent-mu');

    const unverified = freshEmail('resend');
    await signupAs(unverified);
    await server.request({
      method: 'POST',
      url: `${auth}/resendverification`,
      headers: { ...indonesian, source: 'marketplace' },
      payload: { email: unverified },
      remoteAddress: '10.0.9.2',
    });
    const page = await mailbox(unverified);
    expect(page).toContain('Verify your Talent account');
    expect(page).toContain('Verifikasi akun Talent-mu');
  });

  it('writes a signed-in talent’s mails in the account’s language, whatever the page reads', async () => {
    const { email, token } = await verifiedTalent();
    await server.request({
      method: 'PUT',
      url: '/api/auth/account/language',
      headers: bearer(token),
      payload: { language: 'id' },
    });
    const changed = await server.request({
      method: 'POST',
      url: `${auth}/changepassword`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { old_password: password, password: 'Rahasia!2027', password_confirmation: 'Rahasia!2027' },
    });
    expect(changed.status).toBe(200);
    const page = await mailbox(email);
    expect(page).toContain('Kata sandi Talent-mu sudah diubah');
    expect(page).not.toContain('Your Talent password was changed');
  });
});
