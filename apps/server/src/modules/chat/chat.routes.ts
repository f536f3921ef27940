import {
  listChatMessages,
  listConversations,
  listStaffChatMessages,
  listStaffConversations,
  markConversationRead,
  replyInChat,
  sendChatMessage,
  startChatSession,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { companiesInProcessWith, talentAdvocateOf } from '../hiring/index.ts';
import { createChatRepository } from './chat.repository.ts';
import { createChatService } from './chat.service.ts';
import { announceChat, registerChatStream } from './chat-stream.ts';

/** The chat: the talent's conversations and messages, the live stream, and staff's answers. */
export async function registerChatRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const repository = createChatRepository(context.db);
  const service = createChatService({
    repository,
    advocateOf: (talentId) => talentAdvocateOf(context.db, talentId),
    companiesInProcess: (talentId) => companiesInProcessWith(context.db, talentId),
    announce: (talentId) => announceChat(repository, talentId),
    now: context.now,
  });

  registerEndpoint(app, startChatSession, async ({ params }) => ({ data: await service.session(params.id) }));

  registerEndpoint(app, listConversations, async ({ params }) => ({
    data: await service.conversations(params.id),
  }));

  registerEndpoint(app, listChatMessages, async ({ params, query }) => ({
    data: await service.messages(params.id, params.conversationId, query.before),
  }));

  registerEndpoint(app, sendChatMessage, async ({ params, body }) => ({
    data: await service.send(params.id, params.conversationId, body),
  }));

  registerEndpoint(app, markConversationRead, async ({ params }) => {
    await service.markRead(params.id, params.conversationId);
    return { data: null };
  });

  registerEndpoint(app, listStaffConversations, async ({ query }) => ({
    data: await service.staffConversations(query.talent_id),
  }));

  registerEndpoint(app, listStaffChatMessages, async ({ params }) => ({
    data: await service.staffMessages(params.id),
  }));

  registerEndpoint(app, replyInChat, async ({ params, body, session }) => ({
    data: await service.reply(session.userId, params.id, body),
  }));

  await registerChatStream(app, context, repository);
}
