import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What people sent through the Contact Us page, kept for staff to read (newest first, by id). */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic').notNull(),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
