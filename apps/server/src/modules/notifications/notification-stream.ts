import { defaultServiceBases, type Notification, notificationStream, toRouterPath } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { announceToTalent, registerTalentStream } from '../../platform/live/talent-stream.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { notificationOf } from './notifications.shapes.ts';

/** The NOTIFY channel: its payload is the id of the talent whose notifications changed. */
const notificationChannel = 'talent_notifications';

/** What one open page is sent: new notifications (id = notification id) and the unread count. */
function sseMessages(notifications: readonly Notification[], unreadCount: number): string {
  const created = notifications.map(
    (notification) =>
      `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`,
  );
  return `${created.join('')}event: count\ndata: ${JSON.stringify({ unread_count: unreadCount })}\n\n`;
}

/** Tells every server process that a talent's notifications changed. */
export function announceChange(repository: NotificationsRepository, talentId: number): Promise<void> {
  return announceToTalent(repository.notify, notificationChannel, talentId);
}

/** Streams a talent's new notifications and unread count to their open pages. */
export function registerNotificationStream(
  app: FastifyInstance,
  context: AppContext,
  repository: NotificationsRepository,
): Promise<void> {
  return registerTalentStream(app, context, {
    // Server-Sent Events, not JSON, so outside the contract's endpoints.
    path: `${defaultServiceBases[notificationStream.group]}${toRouterPath(notificationStream.path)}`,
    channel: notificationChannel,
    forbidden: 'Not your notifications',
    newestCursor: (talentId) => repository.newestId(talentId),
    batchAfter: async (talentId, cursor) => {
      // In the stored English: a page hears it only as a cue to reload its lists, which are read in
      // the page's language.
      const fresh = (await repository.newerThan(talentId, cursor)).map((row) => notificationOf(row));
      const unread = await repository.unreadCount(talentId);
      return { text: sseMessages(fresh, unread), cursor: fresh.at(-1)?.id ?? cursor };
    },
  });
}
