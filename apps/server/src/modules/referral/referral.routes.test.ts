import {
  getNotificationOverlay,
  inviteFriend,
  listReferrals,
  referralLimits,
  referralMessages,
  sendReferral,
  signup,
  verifyEmail,
} from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let putri: SignedIn;
let budi: SignedIn;

function invite(by: SignedIn, friend: { name?: string; email?: string; phone?: string }, as = by) {
  return server.inject(
    inviteFriend,
    {
      body: {
        invited_by_id: by.id,
        name: friend.name ?? 'Sari Wulandari',
        email: friend.email ?? 'sari@example.com',
        phone: friend.phone ?? '0812 3456 789',
      },
    },
    { token: as.token },
  );
}

beforeAll(async () => {
  server = await createTestApp();
  putri = await server.signInAs('putri.refers@example.com');
  budi = await server.signInAs('budi.refers@example.com');
});

afterAll(async () => {
  await server?.close();
});

describe('refer a friend', () => {
  it('serves the invitation at the spec’s path, POST /referral', async () => {
    const ayu = await server.signInAs('ayu.refers@example.com');
    const answer = await server.inject(
      sendReferral,
      {
        body: {
          invited_by_id: ayu.id,
          name: 'Dewi Lestari',
          email: 'dewi.spec-path@example.com',
          phone: '0812 3456 789',
        },
      },
      { token: ayu.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.meta.message).toBe(referralMessages.invited);
    expect(await server.mailboxLinks('dewi.spec-path@example.com')).toHaveLength(1);
    const someoneElses = await server.inject(
      sendReferral,
      {
        body: {
          invited_by_id: ayu.id,
          name: 'Dewi Lestari',
          email: 'dewi2@example.com',
          phone: '0812 3456 789',
        },
      },
      { token: putri.token },
    );
    expect(someoneElses.status).toBe(403);
  });

  it('mails the friend a sign-up link with their name and email filled in, and lists the invitation', async () => {
    const answer = await invite(putri, { name: 'Sari Wulandari', email: ' Sari@Example.com ' });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.message).toBe(referralMessages.invited);
    expect(answer.body.data).toMatchObject({ email: 'sari@example.com', status: 'invited', joined_at: null });

    const [link] = await server.mailboxLinks('sari@example.com');
    const url = new URL(link ?? '');
    expect(url.pathname).toBe('/login/register');
    expect(url.searchParams.get('fullname')).toBe('Sari Wulandari');
    expect(url.searchParams.get('email')).toBe('sari@example.com');

    const list = await server.inject(listReferrals, { params: { id: putri.id } }, { token: putri.token });
    expect(list.body.data.map((referral) => referral.email)).toEqual(['sari@example.com']);
  });

  it('shows a friend as joined once an account with their email is verified', async () => {
    await invite(putri, { name: 'Dewi Lestari', email: 'dewi@example.com' });
    const dewi = await server.signInAs('dewi@example.com');
    const list = await server.inject(listReferrals, { params: { id: putri.id } }, { token: putri.token });
    const [newest] = list.body.data;
    expect(newest).toMatchObject({ email: 'dewi@example.com', status: 'joined' });
    expect(newest?.joined_at).not.toBeNull();
    expect(dewi.id).toBeGreaterThan(0);
  });

  it('tells the talent under the bell when the friend they invited verifies their new account', async () => {
    await invite(putri, { name: 'Nadia Putri', email: 'nadia@example.com' });
    const signedUp = await server.inject(
      signup,
      {
        body: {
          email: 'nadia@example.com',
          password: 'Rahasia!2026',
          fullname: 'Nadia Putri',
          phone: '+62 812 5555 1212',
          terms_accepted: true,
        },
      },
      { headers: { source: 'marketplace' } },
    );
    expect(signedUp.status).toBe(201);
    const verifyLink = (await server.mailboxLinks('nadia@example.com')).find((link) =>
      link.includes('verify_token'),
    );
    const token = new URL(verifyLink ?? 'http://x').searchParams.get('verify_token') ?? '';
    expect((await server.inject(verifyEmail, { query: { token } })).status).toBe(200);

    const overlay = await server.inject(
      getNotificationOverlay,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    const [news] = overlay.body.data.filter((notice) => notice.type === 'referral');
    expect(news?.text).toBe(
      'Nadia Putri joined Talent through your invitation. Thank you for spreading the word!',
    );
    expect(news?.url_action).toBe('/talent/refer');
  });

  it('answers a friend who already has an account like any other, and asks them by mail to sign in', async () => {
    server.clock.advance(1000);
    const registered = await invite(putri, { name: 'Budi', email: 'budi.refers@example.com' });
    const unregistered = await invite(putri, { name: 'Budi', email: 'budi.not.yet@example.com' });
    expect(registered.status).toBe(200);
    const shapeOf = (answer: typeof registered) => ({
      ...answer.body,
      data: { ...answer.body.data, id: 0, email: '' },
    });
    expect(shapeOf(registered)).toEqual(shapeOf(unregistered));
    const list = await server.inject(listReferrals, { params: { id: putri.id } }, { token: putri.token });
    const listed = list.body.data.find((referral) => referral.email === 'budi.refers@example.com');
    expect(listed).toMatchObject({ status: 'invited', joined_at: null });
    expect(await server.mailboxLinks('budi.refers@example.com')).toEqual([
      `${server.config.publicUrl}/login`,
    ]);
  });

  it('refuses the talent themself and a second invitation, at the email field', async () => {
    const yourself = await invite(putri, { email: 'PUTRI.refers@example.com' });
    expect(yourself.status).toBe(400);
    expect(yourself.body.fields).toEqual({ email: referralMessages.notYourself });

    const again = await invite(putri, { email: 'SARI@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ email: referralMessages.alreadyInvited });
  });

  it('lets two talents invite the same friend, each seeing their own invitation', async () => {
    expect((await invite(budi, { email: 'sari@example.com' })).status).toBe(200);
    const list = await server.inject(listReferrals, { params: { id: budi.id } }, { token: budi.token });
    expect(list.body.data.map((referral) => referral.email)).toEqual(['sari@example.com']);
  });

  it("checks the friend's name, email and number with the spec's rules", async () => {
    const empty = await invite(putri, { name: ' ', email: '', phone: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      name: '* Required Field',
      email: '* Required Field',
      phone: '* Required Field',
    });

    const wrong = await invite(putri, { name: 'R2-D2', email: 'no-at-sign', phone: '12345' });
    expect(wrong.body.fields).toEqual({
      name: 'Letters only',
      email: '* Invalid email address. Insert @ to your email',
      phone: `* Phone Number should be ${referralLimits.friendPhoneMin} to ${referralLimits.friendPhoneMax} characters`,
    });
    expect(
      (await invite(putri, { email: 'long.number@example.com', phone: '1234567890123456' })).status,
    ).toBe(400);
  });

  it('keeps each talent to their own referrals', async () => {
    const asOther = await invite(putri, { email: 'someone@example.com' }, budi);
    expect(asOther.status).toBe(403);
    const otherList = await server.inject(listReferrals, { params: { id: putri.id } }, { token: budi.token });
    expect(otherList.status).toBe(403);
  });

  it(`allows ${referralLimits.invitesPerDay} invitations a day per talent`, async () => {
    const eko = await server.signInAs('eko.refers@example.com');
    for (let n = 0; n < referralLimits.invitesPerDay; n += 1) {
      expect((await invite(eko, { email: `friend${n}@example.com` })).status).toBe(200);
    }
    expect((await invite(eko, { email: 'one.more@example.com' })).status).toBe(429);
    // Every try counts, whatever its answer: a registered email cannot be probed past the cap.
    expect((await invite(eko, { email: 'budi.refers@example.com' })).status).toBe(429);
    expect((await invite(eko, { email: 'eko.refers@example.com' })).status).toBe(429);
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await invite(eko, { email: 'one.more@example.com' })).status).toBe(200);
  });
});

describe('an invitation whose mail cannot be sent', () => {
  it('is not kept, so the friend can be invited again', async () => {
    const failing: Mailer = {
      delivery: 'smtp',
      send: async () => {
        throw new Error('the mail server refused the connection');
      },
    };
    const broken = await createTestApp({ mailer: failing });
    try {
      const wulan = await broken.signInAs('wulan.refers@example.com');
      const answer = await broken.inject(
        inviteFriend,
        {
          body: {
            invited_by_id: wulan.id,
            name: 'Rina Marlina',
            email: 'rina@example.com',
            phone: '081234567',
          },
        },
        { token: wulan.token },
      );
      expect(answer.status).toBe(503);
      expect(answer.body.meta.type).toBe('SERVICE_UNAVAILABLE');
      expect(answer.headers['retry-after']).toBe('2');
      const kept = await broken.db
        .select()
        .from(schema.referrals)
        .where(eq(schema.referrals.invitedById, wulan.id));
      expect(kept).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
