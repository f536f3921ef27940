import type { UserType } from '@talent/contract';
import { type Database, schema } from '@talent/db';
import { and, eq, isNull } from 'drizzle-orm';
import { issueSessionToken, readSessionToken } from './tokens.ts';

const { sessions, users } = schema;

/** Who is calling, as the route layer needs it. `userId` is also the talent id of a talent. */
export interface SessionUser {
  userId: number;
  type: UserType;
  sessionId: number;
}

export interface SessionStoreOptions {
  db: Database;
  signingKey: string;
  /** How long a session lives after sign-in. */
  ttlMs: number;
  now: () => Date;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore({ db, signingKey, ttlMs, now }: SessionStoreOptions) {
  return {
    async start(userId: number): Promise<string> {
      const { token, secretHash } = issueSessionToken(signingKey);
      const createdAt = now();
      await db
        .insert(sessions)
        .values({ userId, secretHash, createdAt, expiresAt: new Date(createdAt.getTime() + ttlMs) });
      return token;
    },

    /**
     * The live session of a token, or `expired` for any token that no longer (or never did) open
     * one: past its expiry, revoked, its account deactivated, or not signed by this server. A
     * client treats all of these the same way: sign out and sign in again.
     */
    async resolve(token: string): Promise<SessionUser | 'expired'> {
      const secretHash = readSessionToken(token, signingKey);
      if (!secretHash) return 'expired';
      const [row] = await db
        .select({
          sessionId: sessions.id,
          userId: sessions.userId,
          type: users.type,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          deactivatedAt: users.deactivatedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.secretHash, secretHash));
      if (!row || row.revokedAt || row.deactivatedAt || row.expiresAt <= now()) return 'expired';
      return { userId: row.userId, type: row.type, sessionId: row.sessionId };
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every session of an account: password change, reset, deactivation, sign-out everywhere. */
    async revokeAll(userId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
