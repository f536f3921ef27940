import {
  countNotifications,
  getNotificationOverlay,
  getNotificationPreferences,
  listDashboardNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  notificationMessages,
  readerLanguageOf,
  readMailSubscription,
  saveNotificationPreferences,
  sendNotification,
  unsubscribeFromMails,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { byAddressAndReaderLanguage, createKeptAnswers } from '../../platform/routes/kept-answers.ts';
import { type EndpointHandler, registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { announceChange, registerNotificationStream } from './notification-stream.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';

/** The talent's notifications, their read state and their mail preferences. */
export async function registerNotificationsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const repository = createNotificationsRepository(context.db);
  const service = createNotificationsService({
    repository,
    mailer: context.mailer,
    announce: (talentId) => announceChange(repository, talentId),
    now: context.now,
    publicUrl: context.config.publicUrl,
    signingKey: context.config.sessionSecret,
  });

  context.events.subscribe('notification.requested', async (request) => {
    await service.notify(request);
  });
  await registerNotificationStream(app, context, repository);

  registerEndpoint(app, sendNotification, async ({ params, body }) => {
    const sent = await service.notify({
      talentId: params.id,
      type: body.type,
      text: body.text,
      urlAction: body.url_action,
    });
    if (!sent) throw notFound();
    return { data: null, meta: { message: notificationMessages.sent } };
  });

  // Every page's header asks for the overlay and the count, the count again every 30 s, and the
  // dashboard for the newest five: kept as sent, in the reader's language, until a notification of the
  // talent's changes (migration 0037, decision 0163).
  const kept = {
    keptAnswers: createKeptAnswers(context.changes, byAddressAndReaderLanguage, {
      ownFacts: false,
      tables: ['notifications'],
    }),
  };

  // Notifications read in the language the page is read in (the web app's `Accept-Language`).
  registerEndpoint(
    app,
    getNotificationOverlay,
    async ({ params, request }) => ({
      data: await service.overlay(params.id, readerLanguageOf(request.headers['accept-language'])),
    }),
    kept,
  );

  const notificationPage: EndpointHandler<typeof listNotifications> = async ({ params, query, request }) => {
    const language = readerLanguageOf(request.headers['accept-language']);
    const { data, total } = await service.page(params.id, query.page, query.size, language);
    return { data, meta: { count: total } };
  };
  registerEndpoint(app, listNotifications, notificationPage, kept);
  // The dashboard's piece reads the same list under the spec's dashboard path.
  registerEndpoint(app, listDashboardNotifications, notificationPage, kept);

  registerEndpoint(
    app,
    countNotifications,
    async ({ params }) => ({ data: { unread_count: await service.unreadCount(params.id) } }),
    kept,
  );

  registerEndpoint(app, markNotificationsRead, async ({ body }) => ({
    data: { unread_count: await service.markRead(body.talent_id, body.notification_ids) },
    meta: { message: notificationMessages.read },
  }));

  registerEndpoint(app, markAllNotificationsRead, async ({ params }) => ({
    data: { unread_count: await service.markRead(params.id, 'all') },
    meta: { message: notificationMessages.readAll },
  }));

  registerEndpoint(app, getNotificationPreferences, async ({ params }) => ({
    data: await service.preferences(params.id),
  }));

  registerEndpoint(app, saveNotificationPreferences, async ({ params, body }) => ({
    data: await service.savePreferences(params.id, body),
    meta: { message: notificationMessages.preferencesSaved },
  }));

  registerEndpoint(app, readMailSubscription, async ({ query }) => ({
    data: await service.mailSubscription(query.token),
  }));

  registerEndpoint(app, unsubscribeFromMails, async ({ query }) => ({
    data: await service.unsubscribe(query.token),
    meta: { message: notificationMessages.unsubscribed },
  }));
}
