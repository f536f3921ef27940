import { defaultServiceBases, type Notification, notificationStream, toRouterPath } from '@talent/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearerTokenOf } from '../../platform/access/session.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { notificationOf } from './notifications.shapes.ts';

/** The NOTIFY channel: its payload is the id of the talent whose notifications changed. */
export const notificationChannel = 'talent_notifications';

/** Where a talent's open pages listen: Server-Sent Events, not JSON, so outside the contract. */
export const notificationStreamPath = `${defaultServiceBases[notificationStream.group]}${toRouterPath(notificationStream.path)}`;

/** A comment line now and then keeps proxies from closing a quiet stream. */
const keepAliveMs = 25_000;

/** What one open page is sent: new notifications (id = notification id) and the unread count. */
export function sseMessages(notifications: readonly Notification[], unreadCount: number): string {
  const created = notifications.map(
    (notification) =>
      `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`,
  );
  return `${created.join('')}event: count\ndata: ${JSON.stringify({ unread_count: unreadCount })}\n\n`;
}

/** Tells every server process that a talent's notifications changed. */
export function announceChange(repository: NotificationsRepository, talentId: number): Promise<void> {
  return repository.notify(notificationChannel, String(talentId));
}

/**
 * Streams a talent's notifications to their open pages. Each process LISTENs once; a NOTIFY for
 * a talent wakes that talent's streams in this process, which read what is new since the last id
 * they sent. A page that reconnects sends that id back (Last-Event-ID, or `since` for a first
 * connection of a page that already shows some), so nothing stored while it was away is lost.
 */
export async function registerNotificationStream(
  app: FastifyInstance,
  context: AppContext,
  repository: NotificationsRepository,
): Promise<void> {
  const wakers = new Map<number, Set<() => void>>();
  const stopListening = await context.listen(notificationChannel, (payload) => {
    for (const wake of wakers.get(Number(payload)) ?? []) wake();
  });
  const open = new Set<FastifyReply>();
  app.addHook('onClose', async () => {
    for (const reply of open) reply.raw.end();
    await stopListening();
  });

  app.get<{ Params: { id: string }; Querystring: { since?: string } }>(
    notificationStreamPath,
    async (request, reply) => {
      const talentId = Number(request.params.id);
      const token = bearerTokenOf(request.headers.authorization);
      const session = token ? await app.resolveSession(token) : null;
      if (session === null) return reply.code(401).send({ error: 'UNAUTHORIZED', message: 'Sign in first' });
      if (session === 'expired')
        return reply.code(401).send({ error: 'SESSION_EXPIRED', message: 'Session expired' });
      if (session.type !== 'talent' || session.userId !== talentId) {
        return reply.code(403).send({ error: 'FORBIDDEN', message: 'Not your notifications' });
      }

      const resumeFrom = Number(request.headers['last-event-id'] ?? request.query.since ?? Number.NaN);
      let lastSent =
        Number.isInteger(resumeFrom) && resumeFrom >= 0 ? resumeFrom : await repository.newestId(talentId);

      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      reply.raw.write('retry: 2000\n\n');
      open.add(reply);

      let sending = Promise.resolve();
      const wake = () => {
        sending = sending
          .then(async () => {
            const fresh = (await repository.newerThan(talentId, lastSent)).map(notificationOf);
            const unread = await repository.unreadCount(talentId);
            lastSent = fresh.at(-1)?.id ?? lastSent;
            if (!reply.raw.writableEnded) reply.raw.write(sseMessages(fresh, unread));
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'a notification stream failed'));
      };
      const set = wakers.get(talentId) ?? new Set();
      wakers.set(talentId, set);
      set.add(wake);
      const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), keepAliveMs);
      request.raw.on('close', () => {
        clearInterval(keepAlive);
        set.delete(wake);
        if (set.size === 0) wakers.delete(talentId);
        open.delete(reply);
      });
      wake();
    },
  );
}
