import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError, errorMessages } from '../errors/app-error.ts';

/**
 * Rate limiting is off by default and switched on per route (`registerEndpoint(..., { rateLimit })`).
 * Counters live in the process; behind several processes each counts on its own.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const retryAfterSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, 'TOO_MANY_REQUESTS', errorMessages.tooManyRequests(retryAfterSeconds), {
        retryAfterSeconds,
      });
    },
  });
}
