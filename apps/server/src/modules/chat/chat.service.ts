import {
  type ChatMessage,
  type ChatMessageBody,
  type ChatSender,
  type ChatSession,
  type Conversation,
  chatIdentityOf,
  chatLimits,
  chatMessages,
} from '@talent/contract';
import { notFound } from '../../platform/errors/app-error.ts';
import type { ChatRepository, ConversationRow } from './chat.repository.ts';
import { chatMessageOf } from './chat.shapes.ts';

export interface CompanyInProcess {
  company_id: number;
  position_name: string;
}

export interface ChatServiceDeps {
  repository: ChatRepository;
  advocateOf: (talentId: number) => Promise<{ fullname: string } | undefined>;
  companiesInProcess: (talentId: number) => Promise<CompanyInProcess[]>;
  /** Tells the talent's open pages, in every server process, that their chat changed. */
  announce: (talentId: number) => Promise<void>;
  now: () => Date;
}

/** What a sender writes, with who they are. */
interface Outgoing {
  conversationId: number;
  sender: ChatSender;
  staffId: number | null;
  message: ChatMessageBody;
}

/** Conversations with the advocate and companies, kept per talent; each side sees only its own. */
export function createChatService({
  repository,
  advocateOf,
  companiesInProcess,
  announce,
  now,
}: ChatServiceDeps) {
  async function ownConversation(talentId: number, conversationId: number) {
    const conversation = await repository.conversation(conversationId);
    // Another talent's conversation is answered as one that does not exist, so ids tell nothing.
    if (!conversation || conversation.talentId !== talentId)
      throw notFound(chatMessages.conversationNotFound);
    return conversation;
  }

  async function anyConversation(conversationId: number) {
    const conversation = await repository.conversation(conversationId);
    if (!conversation) throw notFound(chatMessages.conversationNotFound);
    return conversation;
  }

  /**
   * Opens the advocate's conversation and one per company in process, once each: a new advocate or
   * a new interview shows up as a conversation the next time either side lists them.
   */
  async function openConversations(talentId: number) {
    const [advocate, companies] = await Promise.all([advocateOf(talentId), companiesInProcess(talentId)]);
    await repository.open(
      talentId,
      companies.map((company) => company.company_id),
      advocate !== undefined,
    );
    const positions = new Map(companies.map((company) => [company.company_id, company.position_name]));
    return { advocate, positions };
  }

  async function listed(
    rows: ConversationRow[],
    advocateName: (row: ConversationRow) => string | null,
    positions: ReadonlyMap<number, string>,
  ) {
    const last = new Map(
      (await repository.lastMessages(rows.map((row) => row.id))).map((m) => [m.conversation_id, m]),
    );
    return rows.map((row) => {
      const message = last.get(row.id);
      return {
        id: row.id,
        kind: row.company_id === null ? ('advocate' as const) : ('company' as const),
        title: row.company_id === null ? advocateName(row) : row.company_name,
        position_name: row.company_id === null ? null : (positions.get(row.company_id) ?? null),
        image_url: row.company_id === null ? null : row.logo_url,
        last_message: message ? chatMessageOf(message) : null,
        unread_count: Number(row.unread_count),
        talent_id: row.talent_id,
        talent_name: row.talent_name,
      };
    });
  }

  async function send({ conversationId, sender, staffId, message }: Outgoing, talentId: number) {
    const id = await repository.add({
      conversationId,
      sender,
      staffId,
      body: message.body,
      clientId: message.client_id ?? null,
      at: now(),
    });
    await announce(talentId);
    const row = await repository.message(id);
    if (!row) throw notFound(chatMessages.conversationNotFound);
    return chatMessageOf(row);
  }

  return {
    async session(talentId: number): Promise<ChatSession> {
      return {
        user_id: chatIdentityOf(talentId),
        name: await repository.talentName(talentId),
        role: 'talent',
      };
    },

    /** The talent's conversations, latest first, after opening those their advocate and hiring call for. */
    async conversations(talentId: number): Promise<Conversation[]> {
      const { advocate, positions } = await openConversations(talentId);
      const rows = await repository.conversationsOf(talentId);
      const list = await listed(rows, () => advocate?.fullname ?? null, positions);
      return list.map(({ talent_id: _talent, talent_name: _name, ...conversation }) => conversation);
    },

    async messages(talentId: number, conversationId: number, before?: number): Promise<ChatMessage[]> {
      await ownConversation(talentId, conversationId);
      return (await repository.messages(conversationId, before, chatLimits.pageSize)).map(chatMessageOf);
    },

    async send(talentId: number, conversationId: number, message: ChatMessageBody): Promise<ChatMessage> {
      await ownConversation(talentId, conversationId);
      return send({ conversationId, sender: 'talent', staffId: null, message }, talentId);
    },

    async markRead(talentId: number, conversationId: number): Promise<void> {
      await ownConversation(talentId, conversationId);
      await repository.markRead(conversationId);
      await announce(talentId);
    },

    /** Staff see a talent's conversations (opened as for the talent), or every one that has messages. */
    async staffConversations(talentId: number | undefined) {
      if (talentId === undefined)
        return listed(await repository.conversationsOf(null), () => null, new Map());
      const { advocate, positions } = await openConversations(talentId);
      return listed(await repository.conversationsOf(talentId), () => advocate?.fullname ?? null, positions);
    },

    async staffMessages(conversationId: number): Promise<ChatMessage[]> {
      await anyConversation(conversationId);
      return (await repository.messages(conversationId, undefined, chatLimits.pageSize)).map(chatMessageOf);
    },

    async reply(staffId: number, conversationId: number, message: ChatMessageBody): Promise<ChatMessage> {
      const conversation = await anyConversation(conversationId);
      return send({ conversationId, sender: 'staff', staffId, message }, conversation.talentId);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
