import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors/error-envelope.ts';

const readinessTimeoutMs = 2_000;

/**
 * `/healthz`: the process is up and serving. `/readyz`: it can also reach its database, so a
 * load balancer sends traffic only to instances that can answer.
 */
export function registerHealthChecks(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({
    data: { status: 'up' },
    meta: { message: 'Up' },
  }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await withTimeout(ping(), readinessTimeoutMs);
      return { data: { status: 'ready', database: 'up' }, meta: { message: 'Ready' } };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed: the database does not answer');
      return reply
        .code(503)
        .send(errorEnvelope('SERVICE_UNAVAILABLE', 'Not ready', 'The database is not answering'));
    }
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
