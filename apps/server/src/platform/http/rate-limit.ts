import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError, errorMessages } from '../errors/app-error.ts';
import type { AttemptsRepository } from '../limits/attempts.repository.ts';

interface RateLimitCounters {
  repository: AttemptsRepository;
  now: () => Date;
}

/**
 * Rate limiting is off by default and switched on per route (`registerEndpoint(..., { rateLimit })`).
 * The counts live in the database, like the attempt limits, so a client meets one limit however
 * many server processes the load balancer spreads its requests over.
 */
export async function registerRateLimit(app: FastifyInstance, counters: RateLimitCounters): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreIn(counters),
    errorResponseBuilder: (_request, context) => {
      const retryAfterSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, 'TOO_MANY_REQUESTS', errorMessages.tooManyRequests(retryAfterSeconds), {
        retryAfterSeconds,
      });
    },
  });
}

type RouteLimitOptions = FastifyRateLimitOptions & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/** The part of a counter's key that keeps each route's limit apart from the others'. */
function routeScopeOf(options: RouteLimitOptions): string {
  const { method, url } = options.routeInfo ?? {};
  if (!url) return 'any';
  return `${[method ?? ''].flat().join(',')} ${url}`;
}

/**
 * A store for @fastify/rate-limit over the fixed-window counters of `rate_limit_counters`: one
 * upsert per request, so requests arriving at several processes at once are all counted.
 */
function rateLimitStoreIn({ repository, now }: RateLimitCounters) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: RouteLimitOptions) {
      this.scope = routeScopeOf(options);
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ): void {
      repository.countAttempt(`rate:${this.scope}:${key}`, windowMs, now()).then(
        ({ hits, windowStartedAt }) =>
          callback(null, {
            current: hits,
            ttl: Math.max(0, windowStartedAt.getTime() + windowMs - now().getTime()),
          }),
        (error: Error) => callback(error),
      );
    }

    // The plugin hands over the route's merged limit options (with `routeInfo`), whatever its types say.
    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as RouteLimitOptions);
    }
  };
}
