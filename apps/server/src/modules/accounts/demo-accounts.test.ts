import { demoAccounts, demoPassword, seedDemoAccounts } from '@talent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server?.close();
});

const signin = (email: string) =>
  server.request({
    method: 'POST',
    url: '/api/auth/auth-core/signin',
    headers: { source: 'marketplace' },
    payload: { email, password: demoPassword },
  });

describe('demo accounts', () => {
  it('are seeded once, however often the seed runs', async () => {
    const first = await seedDemoAccounts(server.db);
    const second = await seedDemoAccounts(server.db);
    expect(second).toEqual(first);
    expect(first.map((account) => account.email)).toEqual(demoAccounts.map((account) => account.email));
  });

  it.each([
    ['talent@example.com', 'talent', { status: true, last_page: 3, password_created: true }],
    ['onboarding@example.com', 'talent', { status: false, last_page: 1, password_created: true }],
    ['newpassword@example.com', 'talent', { status: false, last_page: 0, password_created: false }],
    ['staff@example.com', 'staff', { status: true, last_page: 0, password_created: true }],
    ['employer@example.com', 'employer', { status: true, last_page: 0, password_created: true }],
  ])(
    '%s signs in with Demo!2026 as %s with the gating state it demonstrates',
    async (email, type, onboarded) => {
      const answer = await signin(email);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ type, onboarded });
    },
  );
});
