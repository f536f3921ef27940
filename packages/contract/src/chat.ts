import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * Chat (spec sections 1, 7 and 9): a talent writes with their talent advocate and with the
 * companies they are in process with. Staff answer for both through the staff API. Messages reach
 * open pages live over the chat stream, the same Server-Sent Events channel notifications use.
 */

export const chatLimits = {
  messageMax: 2_000,
  /** Messages a thread loads at a time, newest first; older ones load on request. */
  pageSize: 30,
} as const;

export const chatMessages = {
  messageRequired: 'Please write a message',
  messageTooLong: `Max ${chatLimits.messageMax} characters`,
  wholeNumber: 'Must be a positive whole number',
  conversationNotFound: 'This conversation was not found',
  clientIdInvalid: 'client_id must be a UUID',
} as const;

const positiveId = z.coerce
  .number({ error: chatMessages.wholeNumber })
  .check(z.int({ error: chatMessages.wholeNumber }), z.positive({ error: chatMessages.wholeNumber }));

/** Spec section 7: the chat identity is `t` plus the talent id, with role talent. */
export const chatSessionSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  role: z.literal('talent'),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const chatIdentityOf = (talentId: number) => `t${talentId}`;

export const chatSenders = ['talent', 'staff'] as const;
export type ChatSender = (typeof chatSenders)[number];

export const chatMessageSchema = z.object({
  id: z.number().check(z.int()),
  conversation_id: z.number().check(z.int()),
  sender: z.enum(chatSenders),
  /** Who wrote it, as the talent sees it: "You", the advocate's name, or the company's. */
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  /** The sender's own id for the message, so a retried send is kept once. */
  client_id: z.nullable(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationKinds = ['advocate', 'company'] as const;

export const conversationSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(conversationKinds),
  /** The company's name, or the advocate's (null while the talent has none). */
  title: z.nullable(z.string()),
  /** The position the talent is in process for with the company. */
  position_name: z.nullable(z.string()),
  image_url: z.nullable(z.string()),
  last_message: z.nullable(chatMessageSchema),
  unread_count: z.number().check(z.int()),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const chatMessageBodySchema = z.object({
  body: z
    .string({ error: chatMessages.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: chatMessages.messageRequired }),
      z.maxLength(chatLimits.messageMax, { error: chatMessages.messageTooLong }),
    ),
  client_id: z.optional(z.uuid({ error: chatMessages.clientIdInvalid })),
});
export type ChatMessageBody = z.input<typeof chatMessageBodySchema>;

const talentParams = z.object({ id: positiveId });
const conversationParams = z.object({ id: positiveId, conversationId: positiveId });

export const startChatSession = defineEndpoint({
  method: 'POST',
  group: 'chat',
  path: '/talent/{id}/session',
  summary: "The talent's chat identity: 't' plus the talent id, their name and role talent",
  access: 'talent',
  params: talentParams,
  data: chatSessionSchema,
});

export const listConversations = defineEndpoint({
  method: 'GET',
  group: 'chat',
  path: '/talent/{id}/conversations',
  summary:
    "The talent's conversations (their advocate and the companies in process with them), latest message first",
  access: 'talent',
  params: talentParams,
  data: z.array(conversationSchema),
});

export const listChatMessages = defineEndpoint({
  method: 'GET',
  group: 'chat',
  path: '/talent/{id}/conversations/{conversationId}/messages',
  summary: `A conversation's messages, oldest first: the newest ${chatLimits.pageSize}, or those before a message id`,
  access: 'talent',
  params: conversationParams,
  query: z.object({ before: z.optional(positiveId) }),
  data: z.array(chatMessageSchema),
});

export const sendChatMessage = defineEndpoint({
  method: 'POST',
  group: 'chat',
  path: '/talent/{id}/conversations/{conversationId}/messages',
  summary: 'Send a message (the same client_id twice is kept once)',
  access: 'talent',
  params: conversationParams,
  body: chatMessageBodySchema,
  data: chatMessageSchema,
});

export const markConversationRead = defineEndpoint({
  method: 'POST',
  group: 'chat',
  path: '/talent/{id}/conversations/{conversationId}/read',
  summary: 'Mark everything in a conversation read',
  access: 'talent',
  params: conversationParams,
  data: z.null(),
});

/** Where open pages hear new messages and unread counts: Server-Sent Events, outside the JSON API. */
export const chatStream = { group: 'chat', path: '/talent/{id}/stream' } as const;

/** A conversation as staff see it: whose it is, and with whom. */
export const staffConversationSchema = z.extend(conversationSchema, {
  talent_id: z.number().check(z.int()),
  talent_name: z.string(),
});

export const listStaffConversations = defineEndpoint({
  method: 'GET',
  group: 'staff',
  path: '/chat/conversations',
  summary: "A talent's conversations, or every conversation with messages, latest first",
  access: 'staff',
  query: z.object({ talent_id: z.optional(positiveId) }),
  data: z.array(staffConversationSchema),
});

export const listStaffChatMessages = defineEndpoint({
  method: 'GET',
  group: 'staff',
  path: '/chat/conversations/{id}/messages',
  summary: "A conversation's newest messages, oldest first",
  access: 'staff',
  params: talentParams,
  data: z.array(chatMessageSchema),
});

export const replyInChat = defineEndpoint({
  method: 'POST',
  group: 'staff',
  path: '/chat/conversations/{id}/messages',
  summary: "Answer in a conversation as the talent's advocate or for the company; reaches the talent live",
  access: 'staff',
  params: talentParams,
  body: chatMessageBodySchema,
  data: chatMessageSchema,
});
