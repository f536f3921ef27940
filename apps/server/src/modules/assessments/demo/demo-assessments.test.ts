import { lookUpCertificates } from '@talent/contract';
import { seedAssessments, seedDemoAccounts } from '@talent/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../../testing/test-app.ts';
import { seedDemoAssessments } from './demo-assessments.ts';

let server: TestApp;
let demo: SignedIn;

beforeAll(async () => {
  server = await createTestApp();
  await seedAssessments(server.db, server.clock.now());
  await seedDemoAccounts(server.db);
  await seedDemoAssessments(server.db, 'http://talent.test', server.clock.now());
  await seedDemoAssessments(server.db, 'http://talent.test', server.clock.now());
  demo = await server.signInAs('talent@example.com');
});

afterAll(async () => {
  await server?.close();
});

it('gives the demo talent two passed quizzes with certificates anyone can check, once', async () => {
  const own = await server.inject(
    lookUpCertificates,
    { query: { talent_id: demo.id } },
    { token: demo.token },
  );
  expect(own.status).toBe(200);
  expect(own.body.data.map((certificate) => certificate.name).sort()).toEqual([
    'Python Basics',
    'SQL Basics',
  ]);
  for (const certificate of own.body.data) {
    expect(certificate.kind).toBe('assessment');
    expect(certificate.score).toBeGreaterThanOrEqual(80);
    expect(certificate.score).toBeLessThan(100);
    const lookedUp = await server.inject(lookUpCertificates, { query: { uid: certificate.uid } });
    expect(lookedUp.body.data).toHaveLength(1);
  }
});
