import { z } from 'zod/mini';
import { emailSchema, fullNameSchema } from './accounts.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';

/**
 * The footer's pages (spec section 1): About, Career, Event, Contact Us and FAQ are served by this
 * app. Contact Us is a form anyone may send; staff read what was sent through the staff API.
 */

export const contactLimits = {
  messageMin: 10,
  messageMax: 2000,
  subjectMax: 120,
  perHourPerAddress: 5,
} as const;

export const contactTopics = ['account', 'jobs', 'hiring', 'assessments', 'partnership', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactMessages = {
  topicRequired: '* Please choose a topic',
  messageRequired: '* Please write your message',
  messageLength: `* Your message should be ${contactLimits.messageMin} to ${contactLimits.messageMax} characters`,
  subjectTooLong: `* The subject should be at most ${contactLimits.subjectMax} characters`,
  sent: 'Thank you! Your message has been sent. We reply within two working days.',
} as const;

export const contactBodySchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  topic: z.enum(contactTopics, { error: contactMessages.topicRequired }),
  subject: z._default(
    z.string().check(z.trim(), z.maxLength(contactLimits.subjectMax, contactMessages.subjectTooLong)),
    '',
  ),
  message: z
    .string({ error: contactMessages.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: contactMessages.messageRequired, abort: true }),
      z.minLength(contactLimits.messageMin, contactMessages.messageLength),
      z.maxLength(contactLimits.messageMax, contactMessages.messageLength),
    ),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactMessageSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  topic: z.enum(contactTopics),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  group: 'appV1',
  path: '/contact-us',
  summary: 'Send the Talent team a message from the Contact Us page; a few an hour per address',
  access: 'public',
  body: contactBodySchema,
  data: z.null(),
});

export const listContactMessages = defineEndpoint({
  method: 'GET',
  group: 'staff',
  path: '/contact-messages',
  summary: 'What people sent through Contact Us, newest first; meta.count is the total',
  access: 'staff',
  query: pageQuerySchema,
  data: z.array(contactMessageSchema),
});

export const siteEndpoints = { sendContactMessage, listContactMessages } as const;
