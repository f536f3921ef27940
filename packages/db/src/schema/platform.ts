import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Tables of the platform that every feature uses through AppContext: sessions (who is calling),
 * mails (kept for the development mailbox) and attempt counters (limits on sign-in, resend, ...).
 * Moving a table between schema files changes no SQL, so no migration comes with this file.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Server side of a signed bearer token. Only a hash of the token's secret is kept, so a copy of the
 * database cannot sign anyone in; revoking the row ends the token before it expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_secret_hash_unique').on(t.secretHash),
    index('sessions_active_by_user').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);

/** Mails kept in the database when no SMTP server is configured, shown on the dev mailbox page. */
export const mails = pgTable(
  'mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mails_by_recipient').on(sql`lower(${t.to})`, t.id)],
);

/**
 * Fixed-window attempt counters (sign-in, reset, resend) per IP and per account, in the database
 * so that every server process shares them.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * When each scheduled task (clean-ups, alerts) next falls due. A process runs a task only if its
 * one conditional upsert moved `next_run_at` on, so with any number of processes each run
 * happens once; a process that dies mid-run simply leaves the task to the next period.
 */
export const scheduledTasks = pgTable('scheduled_tasks', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** Which process took the latest run (host, pid and a random part), for the operator. */
  lastRunBy: text('last_run_by').notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
