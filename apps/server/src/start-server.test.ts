import type { DatabaseHandle } from '@talent/db';
import { createTestDatabase } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from './start-server.ts';
import { testConfig } from './testing/test-app.ts';

describe('a running server', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('finishes a request in flight when told to stop, then takes no more', async () => {
    let entered = () => {};
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowRoute = (app: FastifyInstance) => {
      app.get('/api/app/v1/platform-test/slow', async () => {
        entered();
        await released;
        return { data: 'finished', meta: { message: 'Finished' } };
      });
    };

    const server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1' }), {
      database,
      modules: [slowRoute],
    });
    const origin = server.url.replace('localhost', '127.0.0.1');
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(origin).not.toMatch(/:0$/);

    const inFlight = fetch(`${origin}/api/app/v1/platform-test/slow`);
    await inHandler;
    const stopping = server.stop();
    await vi.waitFor(() => expect(server.app.server.listening).toBe(false));
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: 'finished', meta: { message: 'Finished' } });
    await stopping;
    await expect(server.database.ping()).rejects.toThrow();
  });

  it('says it is not ready while it drains, still answering, then stops listening', async () => {
    const server = await startServer(
      testConfig({ PORT: '0', HOST: '127.0.0.1', DRAIN_DELAY_SECONDS: '0.5' }),
      { database: await createTestDatabase(), modules: [] },
    );
    const origin = server.url.replace('localhost', '127.0.0.1');
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);

    const stopping = server.stop();
    const draining = await fetch(`${origin}/readyz`);
    expect(draining.status).toBe(503);
    expect(((await draining.json()) as { error: string }).error).toBe(
      'Stopping: finishing the requests in flight',
    );
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);

    await stopping;
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
  });
});
