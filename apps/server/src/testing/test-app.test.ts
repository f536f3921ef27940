import { currentSession, listDegrees, signin } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server?.close();
});

describe('the test harness', () => {
  it('signs in as anyone by email, making the account once', async () => {
    const first = await server.signInAs('Harness.Talent@example.com');
    const again = await server.signInAs('harness.talent@example.com');
    expect(again.id).toBe(first.id);
    expect(again.token).not.toBe(first.token);

    const session = await server.inject(currentSession, {}, { token: first.token });
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ id: first.id, type: 'talent', onboarded: { status: true } });
  });

  it('moves the clock of every module: a session runs out without waiting', async () => {
    const { token } = await server.signInAs('harness.clock@example.com');
    server.clock.advance(server.config.sessionTtlMs);
    const session = await server.inject(currentSession, {}, { token });
    expect(session.status).toBe(401);
    expect(session.body.meta.type).toBe('SESSION_EXPIRED');
  });

  it('builds the URL, query and body of a call from the contract', async () => {
    const degrees = await server.inject(listDegrees, { query: { search: 'sarjana', size: 2 } });
    expect(degrees.status).toBe(200);
    expect(degrees.body.data.length).toBeLessThanOrEqual(2);
    const refused = await server.inject(signin, { body: { email: 'nobody@example.com', password: 'x' } });
    expect(refused.status).toBe(400);
  });
});
