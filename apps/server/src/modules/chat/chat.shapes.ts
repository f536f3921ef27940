import type { ChatMessage } from '@talent/contract';
import type { MessageRow } from './chat.repository.ts';

const isoOf = (value: Date | string) => new Date(value).toISOString();

/**
 * A message as both sides show it: the talent's name on their own messages; on staff messages the
 * company's name in a company conversation, else the advocate's.
 */
export function chatMessageOf(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender: row.sender,
    author_name: row.sender === 'talent' ? row.talent_name : (row.company_name ?? row.staff_name ?? ''),
    body: row.body,
    created_at: isoOf(row.created_at),
    client_id: row.client_id,
  };
}
