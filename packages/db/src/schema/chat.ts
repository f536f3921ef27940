import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './master-data.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A talent's conversation with their talent advocate (no company) or with one company they are in
 * process with. One of each per talent, so opening the chat twice never makes a second.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The newest message the talent has seen; everything after it is unread. */
    talentReadUpTo: integer('talent_read_up_to').notNull().default(0),
    lastMessageAt: at('last_message_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_advocate_unique').on(t.talentId).where(sql`${t.companyId} is null`),
    uniqueIndex('chat_conversations_company_unique')
      .on(t.talentId, t.companyId)
      .where(sql`${t.companyId} is not null`),
  ],
);

/** One message; staff messages name the staff member who wrote them. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The sender's id for the message: a send retried after a lost answer is kept once. */
    clientId: text('client_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_sender', sql`${t.sender} in ('talent', 'staff')`),
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
    uniqueIndex('chat_messages_client_unique').on(t.conversationId, t.clientId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id.desc()),
  ],
);
