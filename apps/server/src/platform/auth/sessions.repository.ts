import { type Database, schema } from '@talent/db';
import { and, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';

const { sessions, users } = schema;

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

export function createSessionsRepository(db: Database) {
  return {
    async insertSession(session: { userId: number; secretHash: string; createdAt: Date; expiresAt: Date }) {
      await db.insert(sessions).values(session);
    },

    /** A session by its secret's hash, with what decides whether it still opens the account. */
    async findSessionBySecret(secretHash: string) {
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
      return row;
    },

    async revokeSession(sessionId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeSessionsOf(userId: number, now: Date, exceptSessionId?: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
          ),
        );
    },

    /**
     * Deletes the sessions that can never open an account again (expired or revoked); a token
     * whose row is gone resolves as ended, exactly as before. Answers how many.
     */
    async deleteEndedSessions(now: Date): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
