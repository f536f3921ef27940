import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './master-data.ts';

/** The roles an employer may give a coworker it invites. */
const coworkerRoles = ['admin', 'recruiter', 'interviewer'] as const;

/**
 * An employer's invitation to a coworker to join its company on the employer side (spec section 2,
 * /talent/invitation/new and /employer/invitation). The link's token is random and only its SHA-256
 * is kept, so a copy of the table opens no invitation.
 */
export const coworkerInvitations = pgTable(
  'coworker_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedById: integer('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; never shown on the public page. */
    email: text('email').notNull(),
    role: text('role', { enum: coworkerRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coworker_invitations_token_hash_unique').on(t.tokenHash),
    index('coworker_invitations_company_idx').on(t.companyId),
    check('coworker_invitations_role_known', sql`${t.role} in ('admin', 'recruiter', 'interviewer')`),
    check('coworker_invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);
