import {
  accountErrorTypes,
  accountMessages,
  confirmEmailChange,
  currentSession,
  undoEmailChange,
} from '@talent/contract';
import { users } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFromMailbox } from '../modules/accounts/testing/mail-tokens.ts';
import {
  multipart,
  type ProfileTestApp,
  startProfileTestApp,
} from '../modules/profile/testing/profile-test-app.ts';
import { hashPassword } from '../platform/auth/passwords.ts';

/**
 * Changing the sign-in email from the personal edit (issue 29): it asks for the current password,
 * waits for the link mailed to the new address, tells the old one with a way to undo, ends the
 * other sessions, and answers alike whether or not the new email has an account.
 */
let subject: ProfileTestApp;
const password = 'Rahasia!2026';
const base = '/api/talent/v1';
const personal = {
  fullname: 'Rina Kartika',
  phone: '+62 812-3456-7890',
  birth_date: '1994-05-17',
  city_id: '1',
  about: 'Backend engineer who likes payment systems and calm on-call rotations.',
};

type Talent = Awaited<ReturnType<ProfileTestApp['newTalent']>>;

beforeAll(async () => {
  subject = await startProfileTestApp();
});

afterAll(async () => {
  await subject?.close();
});

async function talentWithPassword(email: string): Promise<Talent> {
  const talent = await subject.newTalent(email);
  await subject.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordCreated: true })
    .where(eq(users.id, talent.id));
  return talent;
}

async function savePersonal(who: Talent, fields: Record<string, string>) {
  const body = await multipart({ ...personal, ...fields });
  return subject.call({
    method: 'PATCH',
    url: `${base}/talent/${who.id}/personal/edit`,
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
}

async function signInEmail(id: number) {
  const [row] = await subject.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

const sessionStatus = async (who: Talent) =>
  (await subject.inject(currentSession, {}, { headers: who.auth })).status;

describe('changing the sign-in email from the personal edit', () => {
  it('asks for the current password, and a wrong one changes nothing', async () => {
    const rina = await talentWithPassword('rina.asks@example.com');
    const missing = await savePersonal(rina, { email: 'rina.new@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ current_password: accountMessages.currentPasswordForEmail });
    const wrong = await savePersonal(rina, { email: 'rina.new@example.com', current_password: 'not-it!' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.meta.type).toBe(accountErrorTypes.wrongCurrentPassword);
    expect(wrong.body.fields).toEqual({ current_password: accountMessages.wrongCurrentPassword });
    expect(await signInEmail(rina.id)).toBe('rina.asks@example.com');
    expect(await subject.mailboxLinks('rina.new@example.com')).toEqual([]);
    // Saving with the same email needs no password.
    expect((await savePersonal(rina, { email: 'rina.asks@example.com' })).status).toBe(200);
  });

  it('takes effect only through the new address’s link, tells the old address, and ends the other sessions', async () => {
    const rina = await talentWithPassword('rina.moves@example.com');
    const otherDevice = await signInAgain(rina.id);
    const asked = await savePersonal(rina, {
      email: 'Rina.Moved@Example.com',
      current_password: password,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.meta.message).toBe(accountMessages.emailChangeLinkSent('rina.moved@example.com'));
    expect(await signInEmail(rina.id)).toBe('rina.moves@example.com');
    expect(await tokenFromMailbox(subject, 'rina.moves@example.com', 'email-undo')).not.toBe('');

    const token = await tokenFromMailbox(subject, 'rina.moved@example.com', 'email-change');
    const confirmed = await subject.inject(confirmEmailChange, { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email).toBe('rina.moved@example.com');
    expect(await signInEmail(rina.id)).toBe('rina.moved@example.com');
    expect(await sessionStatus(rina)).toBe(200);
    expect(await sessionStatus(otherDevice)).toBe(401);
    expect((await subject.inject(confirmEmailChange, { body: { token } })).status).toBe(400);
  });

  it('is undone from the old address’s link, even after it took effect, signing every device out', async () => {
    const rina = await talentWithPassword('rina.undoes@example.com');
    await savePersonal(rina, { email: 'thief@example.com', current_password: password });
    const change = await tokenFromMailbox(subject, 'thief@example.com', 'email-change');
    await subject.inject(confirmEmailChange, { body: { token: change } });
    expect(await signInEmail(rina.id)).toBe('thief@example.com');

    const undo = await tokenFromMailbox(subject, 'rina.undoes@example.com', 'email-undo');
    const undone = await subject.inject(undoEmailChange, { body: { token: undo } });
    expect(undone.status).toBe(200);
    expect(undone.body.meta.message).toBe(accountMessages.emailChangeUndone('rina.undoes@example.com'));
    expect(await signInEmail(rina.id)).toBe('rina.undoes@example.com');
    expect(await sessionStatus(rina)).toBe(401);
  });

  it('answers alike whether or not the new email has an account, and never moves onto one', async () => {
    const rina = await talentWithPassword('rina.probes@example.com');
    await subject.newTalent('budi.has.one@example.com');
    const answerTo = async (email: string) => {
      const answer = await savePersonal(rina, { email, current_password: password });
      return { status: answer.status, message: String(answer.body.meta.message).replace(email, '…') };
    };
    expect(await answerTo('budi.has.one@example.com')).toEqual(await answerTo('nobody.yet@example.com'));
    expect(
      (await subject.mailboxLinks('budi.has.one@example.com')).some((link) => link.includes('email_change')),
    ).toBe(false);
    expect(await signInEmail(rina.id)).toBe('rina.probes@example.com');
  });

  it('writes both mails in the account’s language (issue #35)', async () => {
    const rina = await talentWithPassword('rina.bahasa@example.com');
    await subject.db.update(users).set({ language: 'id' }).where(eq(users.id, rina.id));
    await savePersonal(rina, { email: 'rina.baru@example.com', current_password: password });
    const mailbox = async (email: string) =>
      String((await subject.call({ method: 'GET', url: `/dev/mailbox?to=${email}` })).body);
    expect(await mailbox('rina.baru@example.com')).toContain('Konfirmasi email masuk Talent-mu yang baru');
    const old = await mailbox('rina.bahasa@example.com');
    expect(old).toContain('Email masuk Talent-mu sedang diubah');
    expect(old).not.toContain('Your Talent sign-in email is being changed');
  });
});

/** A second device of the same talent. */
async function signInAgain(id: number): Promise<Talent> {
  const token = await subject.app.platform.sessions.start(id);
  return { id, auth: { authorization: `Bearer ${token}` } };
}
