import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const limit = 4;
const windowMs = 60_000;

/** Two routes with the same small limit, so one route's count can be seen not to touch the other's. */
const limitedRoutes = (app: FastifyInstance) => {
  for (const name of ['previews', 'imports']) {
    app.get(
      `/api/app/v1/platform-test/${name}`,
      { config: { rateLimit: { max: limit, timeWindow: windowMs } } },
      async () => ({ data: name, meta: { message: 'ok' } }),
    );
  }
};

// Two servers on one database stand for two processes behind a load balancer.
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ modules: [limitedRoutes] });
  second = await createTestApp({ modules: [limitedRoutes], database: first.database });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const call = (server: TestApp, name: string, remoteAddress = '203.0.113.7') =>
  server.app.inject({ url: `/api/app/v1/platform-test/${name}`, remoteAddress });

describe('per-route rate limits across server processes', () => {
  it('counts a client once however its requests are spread over the processes', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < limit + 1; sent += 1) {
      statuses.push((await call(sent % 2 === 0 ? first : second, 'previews')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('answers the refusal in the error envelope with when to come back', async () => {
    const refused = await call(second, 'previews');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ meta: { type: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
  });

  it('keeps each route and each client to its own count', async () => {
    expect((await call(first, 'imports')).statusCode).toBe(200);
    expect((await call(second, 'previews', '198.51.100.20')).statusCode).toBe(200);
  });

  it('lets the client in again once its window has run out', async () => {
    first.clock.advance(windowMs + 1);
    expect((await call(first, 'previews')).statusCode).toBe(200);
  });
});
