import { listConversations } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

/**
 * The chat's query keys, and the conversation list: apart from the thread's calls, so the
 * dashboard's piece loads only what it shows.
 */
export const chatKeys = {
  conversations: (talentId: number) => ['chat', talentId, 'conversations'] as const,
  messages: (talentId: number, conversationId: number) =>
    ['chat', talentId, 'messages', conversationId] as const,
};

export const conversationsQuery = (talentId: number) =>
  queryOptions({
    queryKey: chatKeys.conversations(talentId),
    queryFn: async ({ signal }) =>
      (await queryEndpoint(listConversations, { params: { id: talentId } }, { signal })).data,
  });
