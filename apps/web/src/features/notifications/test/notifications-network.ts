import {
  getNotificationPreferences,
  type NotificationPreferences,
  notificationMessages,
  readMailSubscription,
  saveNotificationPreferences,
  unsubscribeFromMails,
} from '@talent/contract';
import { HttpResponse } from 'msw';
import { network, onEndpoint } from '@/test/network';

/**
 * The server's side of one unsubscribe link: its mail kind is on or off, a POST turns it off, and a
 * token other than `token` is refused. Returns the methods called, in order.
 */
export function serveMailSubscription(token: string, subscribed: boolean): string[] {
  const calls: string[] = [];
  let on = subscribed;
  const answer = (request: Request) => {
    calls.push(request.method);
    if (new URL(request.url).searchParams.get('token') !== token) {
      return HttpResponse.json(
        { meta: { type: 'NOT_FOUND', message: notificationMessages.unsubscribeLinkInvalid } },
        { status: 404 },
      );
    }
    if (request.method === 'POST') on = false;
    return HttpResponse.json({ data: { type: 'job_alert', subscribed: on }, meta: { message: 'Success' } });
  };
  network.use(
    onEndpoint(readMailSubscription, ({ request }) => answer(request)),
    onEndpoint(unsubscribeFromMails, ({ request }) => answer(request)),
  );
  return calls;
}

/** The server keeping a talent's mail preferences, starting from `stored`; returns every body posted. */
export function serveNotificationPreferences(stored: NotificationPreferences): unknown[] {
  const posted: unknown[] = [];
  let current = stored;
  const answer = () =>
    HttpResponse.json({ data: current, meta: { message: notificationMessages.preferencesSaved } });
  network.use(
    onEndpoint(getNotificationPreferences, answer),
    onEndpoint(saveNotificationPreferences, async ({ request }) => {
      current = (await request.json()) as NotificationPreferences;
      posted.push(current);
      return answer();
    }),
  );
  return posted;
}
