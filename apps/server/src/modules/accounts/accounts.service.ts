import {
  type AccountLanguage,
  accountErrorTypes,
  accountLink,
  accountMessages,
  normalizeEmail,
  type SessionData,
  signupSources,
  type UserType,
} from '@talent/contract';
import type { CallerSession } from '../../platform/access/session.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { hashSecret, issueMailToken } from '../../platform/auth/tokens.ts';
import { AppError, sessionExpired } from '../../platform/errors/app-error.ts';
import type { EventPublisher } from '../../platform/events/events.ts';
import type { AttemptLimiter } from '../../platform/limits/attempt-limits.ts';
import type { Mailer, OutgoingMail } from '../../platform/mail/mailer.ts';
import type { AfterAnswer } from '../../platform/work/after-answer.ts';
import {
  deactivatedSignupMail,
  passwordChangedMail,
  passwordResetMail,
  signinFailuresMail,
  signupAttemptMail,
  verificationMail,
} from './account-mails.ts';
import type { AccountsRepository, TokenPurpose, User } from './accounts.repository.ts';
import { sessionDataOf } from './accounts.shapes.ts';
import type { AttemptLimits } from './attempt-limits.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { issueDeviceCookie, type KnownDevice } from './device-cookie.ts';

export interface AccountsServiceOptions {
  repository: AccountsRepository;
  sessions: SessionStore;
  mailer: Mailer;
  attempts: AttemptLimiter;
  /** Where mails and account look-ups go that must not show in the answer's timing. */
  afterAnswer: Pick<AfterAnswer, 'run'>;
  /** Tells the other modules that an account was verified (referrals credit the friend who invited). */
  events: EventPublisher;
  now: () => Date;
  /** Where the web app is, for the links in mails. */
  publicUrl: string;
  /** Signs the device cookies (the session secret). */
  signingKey: string;
  limits: AttemptLimits;
  verifyTokenTtlMs: number;
  resetTokenTtlMs: number;
  /** Mail trouble must not undo a sign-up or a reset: it is logged and the person can ask again. */
  onMailError: (error: unknown, mail: OutgoingMail) => void;
}

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(options: AccountsServiceOptions) {
  const { repository, sessions, mailer, attempts, afterAnswer, now, limits } = options;

  async function send(mail: OutgoingMail) {
    try {
      await mailer.send(mail);
    } catch (error) {
      options.onMailError(error, mail);
    }
  }

  async function issueMailLink(user: User, purpose: TokenPurpose): Promise<string> {
    const { token, tokenHash } = issueMailToken();
    const ttl = purpose === 'verify' ? options.verifyTokenTtlMs : options.resetTokenTtlMs;
    await repository.replaceToken(
      { userId: user.id, purpose, tokenHash, expiresAt: new Date(now().getTime() + ttl) },
      now(),
    );
    return accountLink(options.publicUrl, purpose, token);
  }

  /** In the language of whoever asked for it: the account's own at sign-up, the page's on a resend. */
  async function sendVerification(user: User, language: AccountLanguage) {
    const link = await issueMailLink(user, 'verify');
    await send(
      verificationMail({ ...user, language }, link, Math.round(options.verifyTokenTtlMs / 3_600_000)),
    );
  }

  async function liveUser(session: CallerSession): Promise<User> {
    const user = await repository.findUserById(session.userId);
    if (!user || user.deactivatedAt) throw sessionExpired();
    return user;
  }

  /** A new password ends every session; the device that set it continues with a fresh one. */
  async function setPassword(user: User, password: string, extra: Partial<User> = {}): Promise<User> {
    const updated = await repository.updateUser(
      user.id,
      { passwordHash: await hashPassword(password), passwordCreated: true, ...extra },
      now(),
    );
    await sessions.revokeAll(user.id);
    if (!updated) throw sessionExpired();
    return updated;
  }

  const loginPage = new URL('/login', options.publicUrl).toString();
  const contactPage = new URL('/contact-us', options.publicUrl).toString();

  /** Failures of one account from one address; an email holds no space, so the prefix is exact. */
  function pairKey(email: string, ip: string): string {
    return `signin:pair:${email} ${ip}`;
  }

  /** Counts a wrong password for the pair, and tells the owner once failures pile up. */
  async function countSigninFailure(email: string, ip: string) {
    await attempts.countFailure(pairKey(email, ip), limits.signinFailureDelay);
    tellOwnerOnceFailuresPileUp(email);
  }

  function tellOwnerOnceFailuresPileUp(email: string) {
    const rule = limits.signinFailuresBeforeOwnerMail;
    afterAnswer.run(async () => {
      if ((await attempts.count(`signin:failures:${email}`, rule.windowMs)) !== rule.limit) return;
      const user = await repository.findUserByEmail(email);
      if (user && !user.deactivatedAt) await send(signinFailuresMail(user, loginPage));
    });
  }

  async function tellOwnerOfSignupAttempt(email: string) {
    if (!(await attempts.firstInWindow(`signup:taken-mail:${email}`, limits.signupTakenMailEveryMs))) return;
    const user = await repository.findUserByEmail(email);
    if (!user) return;
    await send(
      user.deactivatedAt ? deactivatedSignupMail(user, contactPage) : signupAttemptMail(user, loginPage),
    );
  }

  return {
    /**
     * A taken email gets the very answer a new one gets, after the same hashing, so sign-up tells
     * no one which emails have accounts; the owner is told by mail instead (once per window), in
     * the owner's language. A new account reads in the language its sign-up page was read in.
     */
    async signup(
      body: { email: string; password: string; fullname: string; phone: string },
      ip: string,
      source?: string,
      language: AccountLanguage = 'en',
    ) {
      // This app serves no employer (spec section 1): employer accounts are not made from the public form.
      if (source === signupSources.employer) {
        throw new AppError(403, 'FORBIDDEN', accountMessages.employerSignupClosed);
      }
      refuseCommonPassword(body.password);
      const type: UserType = 'talent';
      const email = normalizeEmail(body.email);
      await attempts.spend(`signup:ip:${ip}`, limits.signupPerIp);
      await attempts.spend(`signup:account:${email}`, limits.signupPerAccount);
      const at = now();
      const user = await repository.insertUser({
        type,
        email,
        passwordHash: await hashPassword(body.password),
        passwordCreated: true,
        fullname: body.fullname.trim(),
        phone: body.phone.trim(),
        onboarded: false,
        // The body's schema admits only `terms_accepted: true`, so reaching here means consent was given.
        termsAcceptedAt: at,
        language,
        createdAt: at,
        updatedAt: at,
      });
      afterAnswer.run(() => (user ? sendVerification(user, user.language) : tellOwnerOfSignupAttempt(email)));
      return { email, type };
    },

    /**
     * Wrong email, wrong password and a deactivated account all get the one quiet answer, after
     * the same password hashing work. Only the right password learns that the email is unverified.
     * A device that signed in to this account before is judged on its own failures; every other
     * device shares the account's budget, whatever addresses it comes from (decision 0110). The
     * answer carries a fresh device cookie for the next sign-in.
     */
    async signin(
      body: { email: string; password: string },
      ip: string,
      device: KnownDevice | undefined,
    ): Promise<{ session: SessionData; deviceCookie: string }> {
      const email = normalizeEmail(body.email);
      const ipKey = `signin:ip:${ip}`;
      const unknownDevicesKey = `signin:unknown-devices:${email}`;
      const user = await repository.findUserByEmail(email);
      const deviceKey = device && `signin:device:${device.nonce}`;
      const known =
        deviceKey !== undefined &&
        device?.userId === user?.id &&
        (await attempts.turnHasCome(deviceKey, limits.knownDeviceFailureDelay));
      if (!known) {
        await attempts.awaitTurn(pairKey(email, ip), limits.signinFailureDelay);
        // Counted before the check so parallel guesses cannot slip past; a success takes it back.
        await attempts.spend(unknownDevicesKey, limits.signinFailuresPerAccountFromUnknownDevices);
      }
      await attempts.spend(ipKey, limits.signinFailuresPerIp);
      const passwordMatches = await verifyPassword(user?.passwordHash, body.password);
      if (!user || user.deactivatedAt || !passwordMatches) {
        if (known) await attempts.countFailure(deviceKey, limits.knownDeviceFailureDelay);
        else await attempts.countFailure(pairKey(email, ip), limits.signinFailureDelay);
        tellOwnerOnceFailuresPileUp(email);
        throw new AppError(400, accountErrorTypes.invalidCredentials, accountMessages.invalidCredentials);
      }
      await attempts.refund(ipKey);
      if (known) await attempts.clear(deviceKey);
      else await attempts.refund(unknownDevicesKey);
      await attempts.clear(pairKey(email, ip));
      if (!user.verifiedAt) {
        throw new AppError(401, accountErrorTypes.accountNotVerified, accountMessages.accountNotVerified);
      }
      return {
        session: sessionDataOf(user, await sessions.start(user.id)),
        deviceCookie: issueDeviceCookie(user.id, options.signingKey),
      };
    },

    async currentSession(session: CallerSession, token: string): Promise<SessionData> {
      return sessionDataOf(await liveUser(session), token);
    },

    async signout(session: CallerSession, everywhere: boolean) {
      if (everywhere) await sessions.revokeAll(session.userId);
      else await sessions.revoke(session.sessionId);
    },

    async changePassword(
      session: CallerSession,
      body: { old_password: string; password: string },
      ip: string,
    ) {
      refuseCommonPassword(body.password);
      const user = await liveUser(session);
      await attempts.awaitTurn(pairKey(user.email, ip), limits.signinFailureDelay);
      if (!(await verifyPassword(user.passwordHash, body.old_password))) {
        await countSigninFailure(user.email, ip);
        throw new AppError(
          400,
          accountErrorTypes.wrongCurrentPassword,
          accountMessages.wrongCurrentPassword,
          {
            fields: { old_password: accountMessages.wrongCurrentPassword },
          },
        );
      }
      await attempts.clear(pairKey(user.email, ip));
      const updated = await setPassword(user, body.password);
      await send(passwordChangedMail(updated, loginPage));
      return sessionDataOf(updated, await sessions.start(updated.id));
    },

    async createPassword(session: CallerSession, body: { password: string }) {
      refuseCommonPassword(body.password);
      const user = await liveUser(session);
      if (user.passwordCreated) {
        throw new AppError(
          409,
          accountErrorTypes.passwordAlreadyCreated,
          accountMessages.passwordAlreadyCreated,
        );
      }
      const updated = await setPassword(user, body.password);
      return sessionDataOf(updated, await sessions.start(updated.id));
    },

    /**
     * Same answer, in the same time, whether or not the account exists or is already verified. The
     * mail is in the language of the page that asked (a guest's), since no one is signed in.
     */
    async resendVerification(body: { email: string }, ip: string, language: AccountLanguage = 'en') {
      const email = normalizeEmail(body.email);
      await attempts.spend(`resend:ip:${ip}`, limits.resendPerIp);
      await attempts.spend(`resend:account:${email}`, limits.resendPerAccount);
      afterAnswer.run(async () => {
        const user = await repository.findUserByEmail(email);
        if (user && !user.verifiedAt && !user.deactivatedAt) await sendVerification(user, language);
      });
    },

    async verifyEmail(token: string) {
      const userId = await repository.consumeToken(hashSecret(token), 'verify', now());
      const user = userId === undefined ? undefined : await repository.findUserById(userId);
      if (!user || user.deactivatedAt) throw linkInvalid();
      if (!user.verifiedAt) {
        await repository.updateUser(user.id, { verifiedAt: now() }, now());
        await options.events.publish('account.verified', {
          userId: user.id,
          email: user.email,
          fullname: user.fullname,
        });
      }
      return { email: user.email };
    },

    /**
     * Same answer, in the same time, whether or not the account exists. The mail is in the language
     * of the page that asked (a guest's), since no one is signed in.
     */
    async requestPasswordReset(query: { email: string }, ip: string, language: AccountLanguage = 'en') {
      const email = normalizeEmail(query.email);
      await attempts.spend(`reset:ip:${ip}`, limits.resetPerIp);
      await attempts.spend(`reset:account:${email}`, limits.resetPerAccount);
      afterAnswer.run(async () => {
        const user = await repository.findUserByEmail(email);
        if (!user || user.deactivatedAt) return;
        const link = await issueMailLink(user, 'reset');
        await send(
          passwordResetMail({ ...user, language }, link, Math.round(options.resetTokenTtlMs / 60_000)),
        );
      });
    },

    /** Following the reset link proves the mailbox is theirs, so it also verifies the email. */
    async resetPassword(token: string | undefined, body: { password: string }) {
      // Before the link is used up, so the talent can choose again with the same link.
      refuseCommonPassword(body.password);
      const userId = token ? await repository.consumeToken(hashSecret(token), 'reset', now()) : undefined;
      const user = userId === undefined ? undefined : await repository.findUserById(userId);
      if (!user || user.deactivatedAt) throw linkInvalid();
      const updated = await setPassword(user, body.password, { verifiedAt: user.verifiedAt ?? now() });
      await attempts.clearStartingWith(pairKey(updated.email, ''));
      await send(passwordChangedMail(updated, loginPage));
      // Following the mailed link proves the owner is at this device: it signs in as a known one.
      return issueDeviceCookie(updated.id, options.signingKey);
    },

    async deactivate(session: CallerSession) {
      const user = await liveUser(session);
      await repository.updateUser(user.id, { deactivatedAt: now() }, now());
      await sessions.revokeAll(user.id);
    },

    async saveLanguage(session: CallerSession, language: AccountLanguage): Promise<AccountLanguage> {
      const user = await liveUser(session);
      await repository.updateUser(user.id, { language }, now());
      return language;
    },
  };
}

function linkInvalid() {
  return new AppError(400, accountErrorTypes.linkInvalid, accountMessages.linkInvalid);
}
