import { markAllNotificationsRead, sendNotification } from '@talent/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveStreamLimits } from '../../platform/live/talent-stream.ts';
import { connectSse, type ReceivedEvent, type SseConnection } from '../../testing/sse-client.ts';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let base: string;
let talent: SignedIn;
let other: SignedIn;
let staff: SignedIn;

const streamOf = (id: number) => `${base}/api/talent/v2/notification/${id}/stream`;
const notificationSaying = (text: string) => (event: ReceivedEvent) =>
  event.event === 'notification' && JSON.parse(event.data).text === text;
const countOf = (unread: number) => (event: ReceivedEvent) =>
  event.event === 'count' && JSON.parse(event.data).unread_count === unread;

async function send(text: string) {
  const answer = await server.inject(
    sendNotification,
    { params: { id: talent.id }, body: { type: 'hiring', text, url_action: '/talent/dashboard' } },
    { token: staff.token },
  );
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  server = await createTestApp();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  talent = await server.signInAs('live.talent@example.com');
  other = await server.signInAs('live.other@example.com');
  staff = await server.signInAs('live.staff@example.com', { type: 'staff' });
});

afterAll(async () => {
  await server?.close();
});

it('pushes a new notification and the unread count to an open page, and the count again when read', async () => {
  const page = await connectSse(streamOf(talent.id), { authorization: `Bearer ${talent.token}` });
  expect(page.status).toBe(200);
  await page.next(countOf(0));
  await send('Gojek invited you to an interview');
  const pushed = await page.next(notificationSaying('Gojek invited you to an interview'));
  expect(JSON.parse(pushed.data)).toMatchObject({ is_read: false, url_action: '/talent/dashboard' });
  await page.next(countOf(1));
  await server.inject(markAllNotificationsRead, { params: { id: talent.id } }, { token: talent.token });
  await page.next(countOf(0));
  page.close();
});

it('catches a reconnecting page up on what was stored while it was away', async () => {
  const first = await connectSse(streamOf(talent.id), { authorization: `Bearer ${talent.token}` });
  await send('Before the drop');
  const seen = await first.next(notificationSaying('Before the drop'));
  first.close();
  await send('During the drop');
  const again = await connectSse(streamOf(talent.id), {
    authorization: `Bearer ${talent.token}`,
    'last-event-id': String(seen.id),
  });
  const missed = await again.next((event) => event.event === 'notification');
  expect(JSON.parse(missed.data).text).toBe('During the drop');
  again.close();
});

it('refuses another talent’s stream and a caller without a session', async () => {
  const foreign = await connectSse(streamOf(talent.id), { authorization: `Bearer ${other.token}` });
  expect(foreign.status).toBe(403);
  const anonymous = await connectSse(streamOf(talent.id), {});
  expect(anonymous.status).toBe(401);
});

it('lets only staff send a notification, and not to someone who is no talent', async () => {
  const asTalent = await server.inject(
    sendNotification,
    { params: { id: other.id }, body: { type: 'system', text: 'Hello' } },
    { token: talent.token },
  );
  expect(asTalent.status).toBe(403);
  const toStaff = await server.inject(
    sendNotification,
    { params: { id: staff.id }, body: { type: 'system', text: 'Hello' } },
    { token: staff.token },
  );
  expect(toStaff.status).toBe(404);
  const outside = await server.inject(
    sendNotification,
    { params: { id: talent.id }, body: { type: 'system', text: 'Hello', url_action: 'https://evil.test' } },
    { token: staff.token },
  );
  expect(outside.status).toBe(400);
});

it('keeps 10 streams open per talent: one more closes the oldest, and the rest stay live', async () => {
  const auth = { authorization: `Bearer ${other.token}` };
  const pages: SseConnection[] = [];
  for (let n = 0; n < liveStreamLimits.perTalent; n += 1) {
    const page = await connectSse(streamOf(other.id), auth);
    await page.next(countOf(0));
    pages.push(page);
  }
  const newest = await connectSse(streamOf(other.id), auth);
  await newest.next(countOf(0));
  const [oldest, ...rest] = pages;
  await oldest?.ended;
  expect(rest.every((page) => page.isOpen())).toBe(true);
  expect(newest.isOpen()).toBe(true);
  for (const page of [...rest, newest]) page.close();
});

it('keeps 200 streams open per address, whoever opened them, closing the oldest past that', async () => {
  const pages: SseConnection[] = [];
  for (let n = 0; n <= liveStreamLimits.perAddress; n += 1) {
    const someone = await server.signInAs(`live.crowd${n}@example.com`);
    const page = await connectSse(streamOf(someone.id), { authorization: `Bearer ${someone.token}` });
    await page.next(countOf(0));
    pages.push(page);
  }
  const [oldest, ...rest] = pages;
  await oldest?.ended;
  expect(rest.every((page) => page.isOpen())).toBe(true);
  for (const page of rest) page.close();
});
