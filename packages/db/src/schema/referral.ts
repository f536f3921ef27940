import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A friend a talent invited. Whether the friend joined is not stored: it is whether a verified
 * account with the same email exists, read when the list is shown, so it can never disagree.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invitedById: integer('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Stored lower-cased, as account emails are, so the join to `users` is an index lookup. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A friend is invited once per talent; two quick clicks make one invitation.
    uniqueIndex('referrals_inviter_email_unique').on(t.invitedById, t.email),
    index('referrals_inviter_newest_idx').on(t.invitedById, t.id.desc()),
    check('referrals_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);
