import { AppError, errorMessages } from '../errors/app-error.ts';
import type { AttemptsRepository } from './attempts.repository.ts';

/** At most `limit` attempts in a fixed window of `windowMs`. */
export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more attempt fits, given the hits already counted in the window that started at
 * `windowStartedAt`. A window that has run out counts as empty.
 */
export function judgeAttempts(
  counted: { hits: number; windowStartedAt: Date } | undefined,
  rule: AttemptLimit,
  now: Date,
): AttemptVerdict {
  if (!counted) return { allowed: true };
  const windowEndsAt = counted.windowStartedAt.getTime() + rule.windowMs;
  if (windowEndsAt <= now.getTime() || counted.hits < rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000)) };
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    'TOO_MANY_REQUESTS',
    errorMessages.tooManyAttempts(Math.ceil(retryAfterSeconds / 60)),
    { retryAfterSeconds },
  );
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * Limits on attempts a person could abuse (sign-in, mails sent, codes tried), by any key a
 * feature chooses (`signin:ip:10.0.0.1`). Unlike the per-route rate limit, the count lives in the
 * database and can be cleared, so a feature can count only failures.
 */
export function createAttemptLimiter({
  repository,
  now,
}: {
  repository: AttemptsRepository;
  now: () => Date;
}) {
  return {
    /**
     * Counts this attempt against the key and throws a 429 when the window is full. Counting comes
     * first, in one statement, so parallel attempts cannot slip past the limit together.
     */
    async spend(key: string, rule: AttemptLimit): Promise<void> {
      const counted = await repository.countAttempt(key, rule.windowMs, now());
      const verdict = judgeAttempts({ ...counted, hits: counted.hits - 1 }, rule, now());
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
    },

    /** Forgets the key's attempts, as a successful sign-in does for its account. */
    async clear(key: string): Promise<void> {
      await repository.clearAttempts(key);
    },
  };
}
