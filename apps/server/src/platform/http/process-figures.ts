import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { PoolFigures } from '@talent/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where this process tells how loaded it is; only to a caller on this machine (the capacity bench). */
export const processFiguresPath = '/internal/figures';

export interface ProcessFigures {
  /** CPU time this process used since it started, user and system together. */
  cpuSeconds: number;
  rssBytes: number;
  /** What of the RSS is JavaScript objects, and what is buffers and other memory outside the heap. */
  heapUsedBytes: number;
  externalBytes: number;
  /** How late the event loop ran its timers since the previous read (the first read: since start). */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** The database pool's connections now; null on PGlite. */
  pool: PoolFigures | null;
}

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Asked on this machine and not through a proxy: a proxy on the same host connects from loopback too,
 * but says whom it forwards for, so a request that passed one is not answered.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return (
    loopbackAddresses.has(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined
  );
}

/**
 * Serves this process's CPU time, memory, event-loop delay and pool figures, read-only, at
 * `processFiguresPath` to callers on this machine; to anyone else the address does not exist.
 */
export function registerProcessFigures(app: FastifyInstance, poolFigures: () => PoolFigures | null): void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  app.addHook('onClose', async () => delay.disable());

  app.get(processFiguresPath, { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    const figures: ProcessFigures = {
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      externalBytes: memory.external,
      eventLoopDelayMs: {
        p50: delay.percentile(50) / 1e6,
        p99: delay.percentile(99) / 1e6,
        max: delay.max / 1e6,
      },
      pool: poolFigures(),
    };
    delay.reset();
    return figures;
  });
}
