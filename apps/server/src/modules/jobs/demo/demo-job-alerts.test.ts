import { listJobAlerts } from '@talent/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../../testing/test-app.ts';
import { seedDemoJobAlerts } from './demo-job-alerts.ts';

let server: TestApp;
let demo: SignedIn;

beforeAll(async () => {
  server = await createTestApp();
  demo = await server.signInAs('talent@example.com');
  await seedDemoJobAlerts(server.db);
  await seedDemoJobAlerts(server.db);
});

afterAll(async () => {
  await server?.close();
});

it('gives the demo talent a daily and a weekly job alert, once', async () => {
  const alerts = await server.inject(listJobAlerts, { params: { id: demo.id } }, { token: demo.token });
  expect(
    alerts.body.data.map((alert) => [alert.search, alert.location?.name ?? null, alert.frequency]),
  ).toEqual([
    ['', null, 'weekly'],
    ['engineer', 'Jakarta', 'daily'],
  ]);
  expect(alerts.body.data[0]?.specialization?.name).toBe('Engineering');
});
