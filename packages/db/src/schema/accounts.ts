import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per account of any type. A talent's account id is also its talent id (`/talent/{id}`),
 * so profile tables key on `users.id`. Emails are stored normalized and unique whatever the casing.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: ['talent', 'employer', 'staff'] }).notNull(),
    email: text('email').notNull(),
    /** Null for an account made without one (professional-network sign-in). */
    passwordHash: text('password_hash'),
    /** False until the person chose a password themselves (staff-made or network accounts). */
    passwordCreated: boolean('password_created').notNull().default(true),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    fullname: text('fullname').notNull(),
    phone: text('phone'),
    onboarded: boolean('onboarded').notNull().default(false),
    /** Last onboarding page completed; 0 when none. */
    onboardingLastPage: integer('onboarding_last_page').notNull().default(0),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** When the Terms of Service and Privacy Policy were accepted at sign-up; null for older accounts. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** The language the person reads Talent in, on every device and in their mails (issue #35). */
    language: text('language', { enum: ['en', 'id'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_type_known', sql`${t.type} in ('talent', 'employer', 'staff')`),
    check('users_onboarding_last_page_nonnegative', sql`${t.onboardingLastPage} >= 0`),
    check('users_language_known', sql`${t.language} in ('en', 'id')`),
  ],
);

/** Single-use, expiring tokens sent by mail: verify the email, reset the password. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_unique').on(t.tokenHash),
    index('account_tokens_unused_by_user').on(t.userId, t.purpose).where(sql`${t.usedAt} is null`),
    check('account_tokens_purpose_known', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

/** An account's link to an OpenID Connect provider (the professional network). */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_by_user').on(t.userId)],
);

/** A started professional-network sign-in, kept until its callback uses it once. */
export const oidcLogins = pgTable(
  'oidc_logins',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_logins_by_expiry').on(t.expiresAt)],
);

/**
 * A change of the sign-in email asked for with the current password (issue 29). It takes effect
 * when the link mailed to the new address is followed; the link mailed to the old one undoes it,
 * before or after, for longer.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    undoTokenHash: text('undo_token_hash').notNull(),
    /** The session that asked: it stays signed in when the change takes effect, the others end. */
    askedBySessionId: integer('asked_by_session_id'),
    createdAt: createdAt(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Ended without taking effect: undone, or replaced by a newer change. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_changes_confirm_token_unique').on(t.confirmTokenHash),
    uniqueIndex('email_changes_undo_token_unique').on(t.undoTokenHash),
    index('email_changes_user').on(t.userId),
  ],
);
