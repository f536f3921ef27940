import {
  countNotifications,
  getNotificationOverlay,
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  notificationMessages,
  saveNotificationPreferences,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';

/** The talent's notifications, their read state and their mail preferences. */
export function registerNotificationsRoutes(app: FastifyInstance, context: AppContext): void {
  const service = createNotificationsService({
    repository: createNotificationsRepository(context.db),
    mailer: context.mailer,
    events: context.events,
    now: context.now,
    publicUrl: context.config.publicUrl,
  });

  context.events.subscribe('notification.requested', (request) => service.notify(request));

  registerEndpoint(app, getNotificationOverlay, async ({ params }) => ({
    data: await service.overlay(params.id),
  }));

  registerEndpoint(app, listNotifications, async ({ params, query }) => {
    const { data, total } = await service.page(params.id, query.page, query.size);
    return { data, meta: { count: total } };
  });

  registerEndpoint(app, countNotifications, async ({ params }) => ({
    data: { unread_count: await service.unreadCount(params.id) },
  }));

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
}
