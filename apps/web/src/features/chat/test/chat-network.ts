import {
  type ChatMessage,
  type Conversation,
  chatStream,
  defaultServiceBases,
  listChatMessages,
  listConversations,
  markConversationRead,
  sendChatMessage,
} from '@talent/contract';
import { HttpResponse, http } from 'msw';
import { answer, network, onEndpoint, type SentWrite, writeLog } from '@/test/network';

/** A message of conversation 1 unless told, by the talent or their advocate. */
export function chatMessage(
  id: number,
  sender: ChatMessage['sender'],
  body: string,
  conversationId = 1,
): ChatMessage {
  return {
    id,
    conversation_id: conversationId,
    sender,
    author_name: sender === 'talent' ? 'Siti Rahayu' : 'Nadia Putri',
    body,
    created_at: '2026-11-20T03:00:00.000Z',
    client_id: null,
  };
}

/**
 * The chat service: `conversations`, two messages in conversation 1 and none elsewhere, a sent
 * message echoed back with its client id, and the live stream refused (the page works from its own
 * calls). Returns every POST, in order.
 */
export function serveChat(conversations: Conversation[]): SentWrite[] {
  const { writes, keep } = writeLog();
  network.use(
    http.get(`${defaultServiceBases[chatStream.group]}${chatStream.path.replace('{id}', ':id')}`, () =>
      HttpResponse.json({ error: 'FORBIDDEN' }, { status: 403 }),
    ),
    answer(listConversations, conversations),
    onEndpoint(listChatMessages, ({ params }) =>
      HttpResponse.json({
        data:
          params.conversationId === '1'
            ? [
                chatMessage(1, 'talent', 'Should I prepare anything?'),
                chatMessage(2, 'staff', 'Bring two examples of projects you led.'),
              ]
            : [],
        meta: { message: 'OK' },
      }),
    ),
    onEndpoint(sendChatMessage, async ({ request }) => {
      const sent = (await keep(request)) as { body: string; client_id: string };
      return HttpResponse.json({
        data: { ...chatMessage(3, 'talent', sent.body), client_id: sent.client_id },
        meta: { message: 'OK' },
      });
    }),
    onEndpoint(markConversationRead, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: null, meta: { message: 'OK' } });
    }),
  );
  return writes;
}
