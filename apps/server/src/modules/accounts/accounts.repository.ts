import { type Database, schema } from '@talent/db';
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';

const { accountTokens, oidcLogins, userIdentities, users } = schema;

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type TokenPurpose = 'verify' | 'reset';

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

export function createAccountsRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async findUserById(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The new account, or undefined when the email is taken (in any casing). */
    async insertUser(values: NewUser): Promise<User | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateUser(
      id: number,
      changes: Partial<Omit<NewUser, 'id'>>,
      now: Date,
    ): Promise<User | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Stores a new mail token and retires the unused ones of the same purpose: only the newest link works. */
    async replaceToken(
      token: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(accountTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(accountTokens.userId, token.userId),
              eq(accountTokens.purpose, token.purpose),
              isNull(accountTokens.usedAt),
            ),
          );
        await tx.insert(accountTokens).values({ ...token, createdAt: now });
      });
    },

    /**
     * Uses a mail token once: one atomic update, so two clicks racing each other cannot both win.
     * Answers the account id, or undefined for an unknown, used or expired token.
     */
    async consumeToken(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId });
      return row?.userId;
    },

    async findUserByIdentity(issuer: string, subject: string): Promise<User | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
      return row?.user;
    },

    async linkIdentity(identity: { issuer: string; subject: string; userId: number }): Promise<void> {
      await db.insert(userIdentities).values(identity).onConflictDoNothing();
    },

    /** Remembers a started network sign-in; forgets the abandoned ones on the way. */
    async saveOidcLogin(
      login: { state: string; codeVerifier: string; nonce: string; expiresAt: Date },
      now: Date,
    ) {
      await db.delete(oidcLogins).where(lte(oidcLogins.expiresAt, now));
      await db.insert(oidcLogins).values(login);
    },

    /**
     * Deletes the mail links that can never be used again (used, replaced or expired) and the
     * network sign-ins nobody finished; a link whose row is gone fails exactly as a used one.
     */
    async deleteEndedTokens(now: Date): Promise<number> {
      const tokens = await db
        .delete(accountTokens)
        .where(or(isNotNull(accountTokens.usedAt), lte(accountTokens.expiresAt, now)))
        .returning({ id: accountTokens.id });
      const logins = await db
        .delete(oidcLogins)
        .where(lte(oidcLogins.expiresAt, now))
        .returning({ state: oidcLogins.state });
      return tokens.length + logins.length;
    },

    /** Takes a started sign-in by its state, once. */
    async takeOidcLogin(state: string, now: Date) {
      const [row] = await db
        .delete(oidcLogins)
        .where(and(eq(oidcLogins.state, state), gt(oidcLogins.expiresAt, now)))
        .returning();
      return row;
    },
  };
}
