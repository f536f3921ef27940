import {
  type ContactMessage,
  type ContactTopic,
  contactLimits,
  contactMessages,
  listContactMessages,
  normalizeEmail,
  sendContactMessage,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { type ContactMessageRow, createSiteRepository } from './site.repository.ts';

function contactMessageOf(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic as ContactTopic,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

/** The footer pages' one server part: the Contact Us form, kept for staff. */
export function registerSiteRoutes(app: FastifyInstance, context: AppContext): void {
  const repository = createSiteRepository(context.db);

  registerEndpoint(
    app,
    sendContactMessage,
    async ({ body }) => {
      await repository.insertContactMessage({
        ...body,
        email: normalizeEmail(body.email),
        createdAt: context.now(),
      });
      return { data: null, meta: { message: contactMessages.sent } };
    },
    // Anyone may write, so one address may only write a few times an hour: no flooding the inbox.
    { rateLimit: { max: contactLimits.perHourPerAddress, timeWindow: '1 hour' } },
  );

  registerEndpoint(app, listContactMessages, async ({ query }) => {
    const size = query.size === -1 ? 100 : query.size;
    const { rows, total } = await repository.newestContactMessages(size, (query.page - 1) * size);
    return { data: rows.map(contactMessageOf), meta: { count: total } };
  });
}
