import { countNotifications, listDashboardActivities, listNotifications } from '@talent/contract';
import { seedAssessments, seedDemoAccounts, seedDemoJobs } from '@talent/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../../testing/test-app.ts';
import { seedDemoAssessments } from '../../assessments/index.ts';
import { seedDemoHiring } from '../../hiring/index.ts';
import { seedDemoNotifications } from './demo-notifications.ts';

let server: TestApp;
let demo: SignedIn;

beforeAll(async () => {
  server = await createTestApp();
  await seedAssessments(server.db, server.clock.now());
  await seedDemoAccounts(server.db);
  await seedDemoJobs(server.db, 20);
  await seedDemoHiring(server.db, server.app.platform.storage);
  await seedDemoAssessments(server.db, 'http://talent.test', server.clock.now());
  await seedDemoNotifications(server.db);
  await seedDemoNotifications(server.db);
  demo = await server.signInAs('talent@example.com');
});

afterAll(async () => {
  await server?.close();
});

async function notices() {
  const page = await server.inject(
    listNotifications,
    { params: { id: demo.id }, query: { page: 1, size: -1 } },
    { token: demo.token },
  );
  return page.body;
}

it('gives the demo talent more than an overlay of notifications, some unread, once', async () => {
  const page = await notices();
  expect(page.meta.count).toBe(12);
  expect(page.data[0]?.text).toContain('You earned a certificate');
  const count = await server.inject(countNotifications, { params: { id: demo.id } }, { token: demo.token });
  expect(count.body.data.unread_count).toBe(7);
});

it('names the activities the dashboard has, and opens each one’s modal', async () => {
  const activities = await server.inject(
    listDashboardActivities,
    { params: { id: demo.id }, query: { size: -1 } },
    { token: demo.token },
  );
  const hiring = (await notices()).data.filter((notice) => notice.url_action?.includes('activity='));
  expect(hiring).toHaveLength(4);
  for (const notice of hiring) {
    const link = new URL(notice.url_action ?? '', 'http://talent.test');
    expect(link.pathname).toBe('/talent/interviews');
    const activity = activities.body.data.find((one) => one.id === Number(link.searchParams.get('activity')));
    expect(activity, notice.text).toBeDefined();
    expect(notice.text).toContain(activity?.company_name);
    expect(notice.text).toContain(activity?.position_name);
  }
});

it('leads every notification to a page the app has, never the bare dashboard', async () => {
  const routes = [
    /^\/talent\/profile$/,
    /^\/talent\/refer$/,
    /^\/talent\/rating\/1$/,
    /^\/talent\/job-opportunities\?/,
    /^\/talent\/certificate\/[\w-]+$/,
    /^\/talent\/interviews\?activity=\d+&modal=[1-4]$/,
  ];
  for (const notice of (await notices()).data) {
    expect(
      routes.some((route) => route.test(notice.url_action ?? '')),
      `${notice.text} -> ${notice.url_action}`,
    ).toBe(true);
  }
});
