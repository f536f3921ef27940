import type { ChatSender } from '@talent/contract';
import { chatConversations, chatMessages, type Database } from '@talent/db';
import { and, eq, sql } from 'drizzle-orm';

/** A message with the names it is shown with. */
export type MessageRow = {
  id: number;
  conversation_id: number;
  sender: ChatSender;
  body: string;
  client_id: string | null;
  created_at: Date | string;
  talent_name: string;
  staff_name: string | null;
  company_name: string | null;
};

export type ConversationRow = {
  id: number;
  talent_id: number;
  talent_name: string;
  company_id: number | null;
  company_name: string | null;
  logo_url: string | null;
  unread_count: number;
};

export interface NewMessage {
  conversationId: number;
  sender: ChatSender;
  staffId: number | null;
  body: string;
  clientId: string | null;
  at: Date;
}

/** Every message query reads the same names: the talent's, the staff member's and the company's. */
const messageColumns = sql`
  m.id, m.conversation_id, m.sender, m.body, m.client_id, m.created_at,
  tu.fullname as talent_name, su.fullname as staff_name, co.name as company_name`;
const messageJoins = sql`
  join chat_conversations c on c.id = m.conversation_id
  join users tu on tu.id = c.talent_id
  left join users su on su.id = m.staff_id
  left join companies co on co.id = c.company_id`;

/** Only the other side's messages count as unread for the talent. */
const unreadOf = sql`(select count(*)::int from chat_messages u
  where u.conversation_id = c.id and u.sender = 'staff' and u.id > c.talent_read_up_to)`;

/** Conversations and messages; a message and its conversation's last activity change together. */
export function createChatRepository(db: Database) {
  return {
    /** Opens the advocate's and each company's conversation once; those already open stay as they are. */
    async open(talentId: number, companyIds: readonly number[], withAdvocate: boolean): Promise<void> {
      const rows = [
        ...(withAdvocate ? [{ talentId, companyId: null }] : []),
        ...companyIds.map((companyId) => ({ talentId, companyId })),
      ];
      if (rows.length > 0) await db.insert(chatConversations).values(rows).onConflictDoNothing();
    },

    async conversationsOf(talentId: number | null): Promise<ConversationRow[]> {
      const whose = talentId === null ? sql`c.last_message_at is not null` : sql`c.talent_id = ${talentId}`;
      const { rows } = await db.execute<ConversationRow>(sql`
        select c.id, c.talent_id, tu.fullname as talent_name, c.company_id, co.name as company_name,
          co.logo_url, ${unreadOf} as unread_count
        from chat_conversations c
        join users tu on tu.id = c.talent_id
        left join companies co on co.id = c.company_id
        where ${whose}
        order by c.last_message_at desc nulls last, c.id`);
      return rows;
    },

    async talentName(talentId: number): Promise<string> {
      const { rows } = await db.execute<{ fullname: string }>(
        sql`select fullname from users where id = ${talentId}`,
      );
      return rows[0]?.fullname ?? '';
    },

    async conversation(id: number) {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row;
    },

    /** The newest message of each conversation. */
    async lastMessages(conversationIds: readonly number[]): Promise<MessageRow[]> {
      if (conversationIds.length === 0) return [];
      const { rows } = await db.execute<MessageRow>(sql`
        select distinct on (m.conversation_id) ${messageColumns}
        from chat_messages m ${messageJoins}
        where m.conversation_id in (${sql.join(
          conversationIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by m.conversation_id, m.id desc`);
      return rows;
    },

    /** A page of a conversation, oldest first: the newest `size`, or the newest before `before`. */
    async messages(conversationId: number, before: number | undefined, size: number): Promise<MessageRow[]> {
      const { rows } = await db.execute<MessageRow>(sql`
        select ${messageColumns}
        from chat_messages m ${messageJoins}
        where m.conversation_id = ${conversationId} ${before === undefined ? sql`` : sql`and m.id < ${before}`}
        order by m.id desc
        limit ${size}`);
      return rows.reverse();
    },

    /** The talent's messages after `cursor`, across their conversations, oldest first. */
    async talentMessagesAfter(talentId: number, cursor: number, size: number): Promise<MessageRow[]> {
      const { rows } = await db.execute<MessageRow>(sql`
        select ${messageColumns}
        from chat_messages m ${messageJoins}
        where c.talent_id = ${talentId} and m.id > ${cursor}
        order by m.id
        limit ${size}`);
      return rows;
    },

    async newestMessageId(talentId: number): Promise<number> {
      const { rows } = await db.execute<{ id: number | null }>(sql`
        select max(m.id) as id from chat_messages m
        join chat_conversations c on c.id = m.conversation_id
        where c.talent_id = ${talentId}`);
      return Number(rows[0]?.id ?? 0);
    },

    async unreadCounts(talentId: number): Promise<{ id: number; unread_count: number }[]> {
      const { rows } = await db.execute<{ id: number; unread_count: number }>(sql`
        select c.id, ${unreadOf} as unread_count from chat_conversations c where c.talent_id = ${talentId}`);
      return rows;
    },

    /**
     * Stores a message once per client id: a send retried after a lost answer gets the message the
     * first one stored. A talent's own message also marks the conversation read up to it.
     */
    async add(message: NewMessage): Promise<number> {
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(chatMessages)
          .values({
            conversationId: message.conversationId,
            sender: message.sender,
            staffId: message.staffId,
            body: message.body,
            clientId: message.clientId,
            createdAt: message.at,
          })
          .onConflictDoNothing()
          .returning({ id: chatMessages.id });
        if (!stored) {
          const [earlier] = await tx
            .select({ id: chatMessages.id })
            .from(chatMessages)
            .where(
              and(
                eq(chatMessages.conversationId, message.conversationId),
                eq(chatMessages.clientId, message.clientId ?? ''),
              ),
            );
          if (!earlier) throw new Error('A message without a client id was not stored');
          return earlier.id;
        }
        await tx
          .update(chatConversations)
          .set({
            lastMessageAt: message.at,
            ...(message.sender === 'talent' ? { talentReadUpTo: stored.id } : {}),
          })
          .where(eq(chatConversations.id, message.conversationId));
        return stored.id;
      });
    },

    async message(id: number): Promise<MessageRow | undefined> {
      const { rows } = await db.execute<MessageRow>(sql`
        select ${messageColumns} from chat_messages m ${messageJoins} where m.id = ${id}`);
      return rows[0];
    },

    async markRead(conversationId: number): Promise<void> {
      await db
        .update(chatConversations)
        .set({
          talentReadUpTo: sql`coalesce((select max(id) from chat_messages where conversation_id = ${conversationId}), 0)`,
        })
        .where(eq(chatConversations.id, conversationId));
    },

    /** A NOTIFY every server process on this database hears; sent once the change is committed. */
    async notify(channel: string, payload: string): Promise<void> {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
