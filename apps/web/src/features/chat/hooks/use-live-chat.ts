import { type ChatMessage, chatStream } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTalentEventStream } from '@/lib/talent-event-stream';
import { useAddToThread } from '../api/chat';
import { chatKeys } from '../api/conversations';

/**
 * Keeps the chat live: a new message goes straight into its thread, and every event refreshes the
 * conversation list (order, last message, unread counts).
 */
export function useLiveChat(talentId: number | null): void {
  const queryClient = useQueryClient();
  const addToThread = useAddToThread(talentId ?? 0);
  useTalentEventStream(chatStream, talentId, (events) => {
    if (talentId === null) return;
    for (const event of events) {
      if (event.event === 'message') addToThread(JSON.parse(event.data) as ChatMessage);
    }
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(talentId) });
  });
}
