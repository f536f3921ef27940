import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createReadiness } from './health.ts';

const readiness = createReadiness('starting');
let subject: TestApp;

beforeAll(async () => {
  const notes = (app: FastifyInstance) => {
    app.get('/api/app/v1/platform-test/notes', async () => ({ data: [], meta: { message: 'Notes' } }));
  };
  subject = await createTestApp({ modules: [notes], readiness });
});

afterAll(async () => {
  await subject?.close();
});

const call = (url: string) => subject.app.inject({ url });

describe('readiness through a process life', () => {
  it('while starting: up, not ready, and every other request asked to come back', async () => {
    readiness.set('starting');
    expect((await call('/healthz')).statusCode).toBe(200);
    const ready = await call('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      meta: { type: 'SERVICE_UNAVAILABLE' },
      error: 'Starting: the database is being prepared',
    });
    const api = await call('/api/app/v1/platform-test/notes');
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json().error).toBe('The service is not available right now; please try again in a moment');
  });

  it('once ready: ready while the database answers, and serving', async () => {
    readiness.set('ready');
    expect((await call('/readyz')).json()).toMatchObject({ data: { status: 'ready', database: 'up' } });
    expect((await call('/api/app/v1/platform-test/notes')).statusCode).toBe(200);
  });

  it('once stopping: not ready, so the load balancer stops sending, yet still serving what comes', async () => {
    readiness.set('stopping');
    const ready = await call('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toBe('Stopping: finishing the requests in flight');
    expect((await call('/api/app/v1/platform-test/notes')).statusCode).toBe(200);
  });
});

describe('the process figures', () => {
  beforeAll(() => readiness.set('ready'));

  it('tells a caller on this machine its CPU time, memory and event-loop delay', async () => {
    const response = await call('/internal/figures');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cpuSeconds: expect.any(Number),
      rssBytes: expect.any(Number),
      heapUsedBytes: expect.any(Number),
      externalBytes: expect.any(Number),
      eventLoopDelayMs: { p99: expect.any(Number) },
    });
  });

  it('is not told to a caller elsewhere, nor through a proxy: the address is any unknown page then', async () => {
    const elsewhere = await subject.app.inject({ url: '/internal/figures', remoteAddress: '203.0.113.5' });
    const proxied = await subject.app.inject({
      url: '/internal/figures',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    const unknownPage = await call('/internal/nothing-here');
    for (const answer of [elsewhere, proxied]) {
      expect(answer.body).not.toContain('rssBytes');
      expect(answer.statusCode).toBe(unknownPage.statusCode);
    }
  });
});
