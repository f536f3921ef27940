import {
  type ChatMessage,
  chatLimits,
  listChatMessages,
  markConversationRead,
  sendChatMessage,
} from '@talent/contract';
import { type InfiniteData, infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';
import { chatKeys } from './conversations';

/** A thread a page at a time: the newest first, then older pages before the oldest message shown. */
export const messagesQuery = (talentId: number, conversationId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(talentId, conversationId),
    queryFn: async ({ signal, pageParam }) =>
      (
        await queryEndpoint(
          listChatMessages,
          { params: { id: talentId, conversationId }, query: { before: pageParam } },
          { signal },
        )
      ).data,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (oldest) => (oldest.length < chatLimits.pageSize ? undefined : oldest[0]?.id),
  });

type Thread = InfiniteData<ChatMessage[], number | undefined>;

/** The thread's pages with a message added to the newest page, once. */
export function withMessage(thread: Thread | undefined, message: ChatMessage): Thread | undefined {
  if (!thread) return thread;
  if (thread.pages.some((page) => page.some((shown) => shown.id === message.id))) return thread;
  const [newest = [], ...older] = thread.pages;
  return { ...thread, pages: [[...newest, message], ...older] };
}

/** Puts a message into its thread as it arrives, so nothing waits for a reload. */
export function useAddToThread(talentId: number) {
  const queryClient = useQueryClient();
  return (message: ChatMessage) =>
    queryClient.setQueryData<Thread>(chatKeys.messages(talentId, message.conversation_id), (thread) =>
      withMessage(thread, message),
    );
}

export function useSendMessage(talentId: number) {
  const queryClient = useQueryClient();
  const addToThread = useAddToThread(talentId);
  return useMutation({
    mutationFn: async (message: { conversationId: number; body: string; clientId: string }) =>
      (
        await queryEndpoint(
          sendChatMessage,
          {
            params: { id: talentId, conversationId: message.conversationId },
            body: { body: message.body, client_id: message.clientId },
          },
          { claim: shownByForm },
        )
      ).data,
    onSuccess: (message) => {
      addToThread(message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(talentId) });
    },
  });
}

export function useMarkRead(talentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (conversationId: number) =>
      queryEndpoint(markConversationRead, { params: { id: talentId, conversationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations(talentId) }),
  });
}
