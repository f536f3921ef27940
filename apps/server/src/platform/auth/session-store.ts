import type { CallerSession } from '../access/session.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { issueSessionToken, readSessionToken } from './tokens.ts';

export interface SessionStoreOptions {
  repository: SessionsRepository;
  signingKey: string;
  /** How long a session lives after sign-in. */
  ttlMs: number;
  now: () => Date;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Signed bearer tokens backed by session rows, so sign-out and a password change end them. */
export function createSessionStore({ repository, signingKey, ttlMs, now }: SessionStoreOptions) {
  return {
    async start(userId: number): Promise<string> {
      const { token, secretHash } = issueSessionToken(signingKey);
      const createdAt = now();
      await repository.insertSession({
        userId,
        secretHash,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + ttlMs),
      });
      return token;
    },

    /**
     * The live session of a token, or `expired` for any token that no longer (or never did) open
     * one: past its expiry, revoked, its account deactivated, or not signed by this server. A
     * client treats all of these the same way: sign out and sign in again.
     */
    async resolve(token: string): Promise<CallerSession | 'expired'> {
      const secretHash = readSessionToken(token, signingKey);
      if (!secretHash) return 'expired';
      const row = await repository.findSessionBySecret(secretHash);
      if (!row || row.revokedAt || row.deactivatedAt || row.expiresAt <= now()) return 'expired';
      return { userId: row.userId, type: row.type, sessionId: row.sessionId };
    },

    async revoke(sessionId: number): Promise<void> {
      await repository.revokeSession(sessionId, now());
    },

    /** Ends every session of an account: password change, reset, deactivation, sign-out everywhere. */
    async revokeAll(userId: number): Promise<void> {
      await repository.revokeSessionsOf(userId, now());
    },
  };
}
