import { chatStream, defaultServiceBases, toRouterPath } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { announceToTalent, registerTalentStream } from '../../platform/live/talent-stream.ts';
import type { ChatRepository } from './chat.repository.ts';
import { chatMessageOf } from './chat.shapes.ts';

/** The NOTIFY channel: its payload is the id of the talent whose chat changed. */
const chatChannel = 'talent_chat';

/** How many missed messages one wake-up sends at most; a page far behind reloads its lists anyway. */
const batchSize = 100;

export function announceChat(repository: ChatRepository, talentId: number): Promise<void> {
  return announceToTalent(repository.notify, chatChannel, talentId);
}

/**
 * Streams a talent's new messages (id = message id, so a reconnecting page is sent what it missed)
 * and the unread count of each conversation to their open pages.
 */
export function registerChatStream(
  app: FastifyInstance,
  context: AppContext,
  repository: ChatRepository,
): Promise<void> {
  return registerTalentStream(app, context, {
    path: `${defaultServiceBases[chatStream.group]}${toRouterPath(chatStream.path)}`,
    channel: chatChannel,
    forbidden: 'Not your chat',
    newestCursor: (talentId) => repository.newestMessageId(talentId),
    batchAfter: async (talentId, cursor) => {
      const fresh = (await repository.talentMessagesAfter(talentId, cursor, batchSize)).map(chatMessageOf);
      const unread = (await repository.unreadCounts(talentId)).map(({ id, unread_count }) => ({
        id,
        unread_count: Number(unread_count),
      }));
      const messages = fresh.map(
        (message) => `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`,
      );
      const counts = `event: unread\ndata: ${JSON.stringify({ conversations: unread })}\n\n`;
      return { text: `${messages.join('')}${counts}`, cursor: fresh.at(-1)?.id ?? cursor };
    },
  });
}
