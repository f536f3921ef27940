import { getActivity, getMarketplaceStatus, listDashboardActivities } from '@talent/contract';
import { seedDemoAccounts, seedDemoJobs } from '@talent/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../../testing/test-app.ts';
import { seedDemoHiring } from './demo-hiring.ts';

let server: TestApp;
let demo: SignedIn;

beforeAll(async () => {
  server = await createTestApp();
  await seedDemoAccounts(server.db);
  await seedDemoJobs(server.db, 20);
  await seedDemoHiring(server.db, server.app.platform.storage);
  await seedDemoHiring(server.db, server.app.platform.storage);
  demo = await server.signInAs('talent@example.com');
});

afterAll(async () => {
  await server?.close();
});

it('gives the demo talent one application in every hiring state, once, each ready to open', async () => {
  const list = await server.inject(
    listDashboardActivities,
    { params: { id: demo.id }, query: { size: -1 } },
    { token: demo.token },
  );
  expect(list.body.data.map((activity) => activity.state).sort()).toEqual(
    [
      'accepted',
      'interview_confirmed',
      'interview_invited',
      'interview_suggested',
      'not_continued',
      'not_continued',
      'offer_accepted',
      'offer_countered',
      'offer_negotiating',
      'offer_sent',
    ].sort(),
  );
  for (const activity of list.body.data) {
    const detail = await server.inject(getActivity, { params: { id: activity.id } }, { token: demo.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.support_contact.email).toBe('staff@example.com');
  }
});

it('puts the demo talent in the marketplace, active for a while yet', async () => {
  const status = await server.inject(
    getMarketplaceStatus,
    { params: { id: demo.id } },
    { token: demo.token },
  );
  expect(status.body.data.status).toBe(5);
  expect(new Date(status.body.data.active_mp ?? 0).getTime()).toBeGreaterThan(Date.now());
});
