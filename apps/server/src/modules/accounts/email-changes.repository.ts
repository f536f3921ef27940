import { type Database, schema } from '@talent/db';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';

const { emailChanges, users } = schema;

export type EmailChange = typeof emailChanges.$inferSelect;

export type EmailChangesRepository = ReturnType<typeof createEmailChangesRepository>;

/** The asked-for changes of sign-in emails (decision 0111); each link works once. */
export function createEmailChangesRepository(db: Database) {
  return {
    /** Stores a new change and ends the account's earlier ones that never took effect. */
    async insert(change: typeof emailChanges.$inferInsert, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(emailChanges)
          .set({ endedAt: now })
          .where(
            and(
              eq(emailChanges.userId, change.userId),
              isNull(emailChanges.confirmedAt),
              isNull(emailChanges.endedAt),
            ),
          );
        await tx.insert(emailChanges).values(change);
      });
    },

    /**
     * Makes the change whose confirm link this is, once: the account's email becomes the new one
     * unless another account has taken it since (then the change ends). Undefined for a link
     * that cannot be used.
     */
    async confirm(confirmTokenHash: string, now: Date): Promise<EmailChange | undefined> {
      return db.transaction(async (tx) => {
        const [change] = await tx
          .update(emailChanges)
          .set({ confirmedAt: now })
          .where(
            and(
              eq(emailChanges.confirmTokenHash, confirmTokenHash),
              isNull(emailChanges.confirmedAt),
              isNull(emailChanges.endedAt),
              gt(emailChanges.confirmExpiresAt, now),
            ),
          )
          .returning();
        if (!change) return undefined;
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${change.newEmail}`, ne(users.id, change.userId)));
        if (taken) {
          // Taken since it was asked for: the change ends, and its link with it.
          await tx
            .update(emailChanges)
            .set({ confirmedAt: null, endedAt: now })
            .where(eq(emailChanges.id, change.id));
          return undefined;
        }
        await tx
          .update(users)
          .set({ email: change.newEmail, updatedAt: now })
          .where(and(eq(users.id, change.userId), isNull(users.deactivatedAt)));
        return change;
      });
    },

    /**
     * Undoes the change whose undo link this is, once, before or after it took effect: the
     * account's email is the old one again. Undefined for a link that cannot be used.
     */
    async undo(undoTokenHash: string, now: Date): Promise<EmailChange | undefined> {
      return db.transaction(async (tx) => {
        const [change] = await tx
          .update(emailChanges)
          .set({ endedAt: now })
          .where(
            and(
              eq(emailChanges.undoTokenHash, undoTokenHash),
              isNull(emailChanges.endedAt),
              gt(emailChanges.undoExpiresAt, now),
            ),
          )
          .returning();
        if (!change) return undefined;
        if (change.confirmedAt) {
          await tx
            .update(users)
            .set({ email: change.oldEmail, updatedAt: now })
            .where(eq(users.id, change.userId));
        }
        return change;
      });
    },
  };
}
