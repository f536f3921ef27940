import { countNotifications, listNotifications } from '@talent/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../../testing/test-app.ts';
import { seedDemoNotifications } from './demo-notifications.ts';

let server: TestApp;
let demo: SignedIn;

beforeAll(async () => {
  server = await createTestApp();
  demo = await server.signInAs('talent@example.com');
  await seedDemoNotifications(server.db);
  await seedDemoNotifications(server.db);
});

afterAll(async () => {
  await server?.close();
});

it('gives the demo talent more than an overlay of notifications, some unread, once', async () => {
  const page = await server.inject(
    listNotifications,
    { params: { id: demo.id }, query: { page: 1, size: -1 } },
    { token: demo.token },
  );
  expect(page.body.meta.count).toBe(12);
  expect(page.body.data[0]?.text).toContain('System Design assessment');
  const count = await server.inject(countNotifications, { params: { id: demo.id } }, { token: demo.token });
  expect(count.body.data.unread_count).toBe(7);
});
