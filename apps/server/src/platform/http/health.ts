import type { FastifyInstance } from 'fastify';
import { errorMessages } from '../errors/app-error.ts';
import { errorEnvelope } from '../errors/error-envelope.ts';

const readinessTimeoutMs = 2_000;
/** How long a client is asked to wait while the process is still starting. */
const retryWhileStartingSeconds = 5;

/**
 * Where a process is in its life: `starting` while it listens but still prepares its database,
 * `ready` while it serves, `stopping` once it was told to stop and finishes what is in flight.
 */
export type ReadinessState = 'starting' | 'ready' | 'stopping';

export interface Readiness {
  readonly state: ReadinessState;
  set(state: ReadinessState): void;
}

export function createReadiness(initial: ReadinessState): Readiness {
  let state = initial;
  return {
    get state() {
      return state;
    },
    set(next) {
      state = next;
    },
  };
}

const notReadyReasons: Record<Exclude<ReadinessState, 'ready'>, string> = {
  starting: 'Starting: the database is being prepared',
  stopping: 'Stopping: finishing the requests in flight',
};

const probes = new Set(['/healthz', '/readyz']);

/**
 * `/healthz`: the process is up and serving. `/readyz`: it is ready for traffic (started, not
 * stopping, its database answers), so a load balancer sends requests only to processes that can
 * answer them and stops sending to one that was told to stop. While a process is starting, every
 * other request gets a 503 with Retry-After instead of meeting a database not yet migrated.
 */
export function registerHealthChecks(
  app: FastifyInstance,
  ping: () => Promise<void>,
  readiness: Readiness = createReadiness('ready'),
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.state !== 'starting' || probes.has(request.url)) return;
    return reply
      .code(503)
      .header('retry-after', String(retryWhileStartingSeconds))
      .send(errorEnvelope('SERVICE_UNAVAILABLE', errorMessages.unavailable));
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({
    data: { status: 'up' },
    meta: { message: 'Up' },
  }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (readiness.state !== 'ready') {
      return reply
        .code(503)
        .send(errorEnvelope('SERVICE_UNAVAILABLE', 'Not ready', notReadyReasons[readiness.state]));
    }
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
