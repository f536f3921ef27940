import { listReferrals } from '@talent/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../../testing/test-app.ts';
import { seedDemoReferrals } from './demo-referrals.ts';

let server: TestApp;
let demo: SignedIn;

beforeAll(async () => {
  server = await createTestApp();
  demo = await server.signInAs('talent@example.com');
  await server.signInAs('onboarding@example.com');
  await seedDemoReferrals(server.db);
  await seedDemoReferrals(server.db);
});

afterAll(async () => {
  await server?.close();
});

it('gives the demo talent three invited friends, one of whom joined, once', async () => {
  const list = await server.inject(listReferrals, { params: { id: demo.id } }, { token: demo.token });
  expect(list.body.data.map((referral) => [referral.name, referral.status])).toEqual([
    ['Fajar Nugroho', 'invited'],
    ['Ayu Kartika', 'invited'],
    ['Rizky Ramadhan', 'joined'],
  ]);
});
