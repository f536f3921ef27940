import type { CallerSession } from '../access/session.ts';
import type { KeptFactsChanges } from '../kept/changes.ts';
import { createKeptByTalent } from '../kept/kept-by-talent.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { issueSessionToken, readSessionToken } from './tokens.ts';

export interface SessionStoreOptions {
  repository: SessionsRepository;
  signingKey: string;
  /** How long a session lives after sign-in. */
  ttlMs: number;
  now: () => Date;
  /** The changes the database announces, which end a kept session in every process. */
  changes: KeptFactsChanges;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Sessions kept per process: one per token in use, and a talent signs in on few devices. */
const keptSessions = { maxEntries: 50_000, maxAgeMs: 10 * 60 * 1000 };

/**
 * Signed bearer tokens backed by session rows, so sign-out and a password change end them. A live
 * session's row is cached in the process (decision 0097) until the database announces a change of its
 * account's sessions or account; the endpoint that ended it answers once this process heard that
 * (`registerEndpoint`), and the database tells every process at once.
 */
export function createSessionStore({ repository, signingKey, ttlMs, now, changes }: SessionStoreOptions) {
  type SessionRow = Awaited<ReturnType<SessionsRepository['findSessionBySecret']>>;
  const kept = createKeptByTalent<SessionRow>(changes, keptSessions);
  const live = (row: SessionRow) => Boolean(row && !row.revokedAt && !row.deactivatedAt);

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
      const row = await kept.get(
        secretHash,
        () => repository.findSessionBySecret(secretHash),
        (found) => (found && live(found) ? found.userId : null),
      );
      if (!row || !live(row) || row.expiresAt <= now()) return 'expired';
      return { userId: row.userId, type: row.type, sessionId: row.sessionId };
    },

    async revoke(sessionId: number): Promise<void> {
      await repository.revokeSession(sessionId, now());
    },

    /**
     * Ends every session of an account (password change, reset, deactivation, sign-out
     * everywhere), or every one but `exceptSessionId` (a new sign-in email).
     */
    async revokeAll(userId: number, exceptSessionId?: number): Promise<void> {
      await repository.revokeSessionsOf(userId, now(), exceptSessionId);
    },
  };
}
