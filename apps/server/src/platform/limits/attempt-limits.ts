import { AppError, errorMessages } from '../errors/app-error.ts';
import type { AttemptsRepository } from './attempts.repository.ts';

/** At most `limit` attempts in a fixed window of `windowMs`. */
export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

/**
 * A growing wait after failures: the first `freeFailures` cost nothing, then each further one
 * doubles the wait from `firstDelayMs` up to `longestDelayMs`. Failures quiet for `forgetAfterMs`
 * are forgotten.
 */
export interface FailureDelay {
  freeFailures: number;
  firstDelayMs: number;
  longestDelayMs: number;
  forgetAfterMs: number;
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

/** How long to wait after the last of `failures` failures before the next try. */
export function delayAfterFailures(failures: number, rule: FailureDelay): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 30);
  return Math.min(rule.firstDelayMs * 2 ** doublings, rule.longestDelayMs);
}

/** Whether one more try may be made now, given the failures so far and the last one's time. */
export function judgeFailures(
  counted: { hits: number; windowStartedAt: Date } | undefined,
  rule: FailureDelay,
  now: Date,
): AttemptVerdict {
  if (!counted || counted.windowStartedAt.getTime() + rule.forgetAfterMs <= now.getTime())
    return { allowed: true };
  const waitEndsAt = counted.windowStartedAt.getTime() + delayAfterFailures(counted.hits, rule);
  if (waitEndsAt <= now.getTime()) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((waitEndsAt - now.getTime()) / 1000)) };
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

    /** Takes back one attempt `spend` counted, where only failures should count. */
    async refund(key: string): Promise<void> {
      await repository.uncountAttempt(key);
    },

    /** Counts this attempt and answers how many the window holds, for alerts at a threshold. */
    async count(key: string, windowMs: number): Promise<number> {
      return (await repository.countAttempt(key, windowMs, now())).hits;
    },

    /** True for the first call of the window only: for a mail sent at most once per window. */
    async firstInWindow(key: string, windowMs: number): Promise<boolean> {
      return (await repository.countAttempt(key, windowMs, now())).hits === 1;
    },

    /** Throws a 429 while the wait after the key's failures has not passed. */
    async awaitTurn(key: string, rule: FailureDelay): Promise<void> {
      const verdict = judgeFailures(await repository.readCounter(key), rule, now());
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
    },

    /** Whether the wait after the key's failures has passed, for a caller that falls back instead. */
    async turnHasCome(key: string, rule: FailureDelay): Promise<boolean> {
      return judgeFailures(await repository.readCounter(key), rule, now()).allowed;
    },

    async countFailure(key: string, rule: FailureDelay): Promise<void> {
      await repository.countFailure(key, rule.forgetAfterMs, now());
    },

    /** Forgets the key's attempts, as a successful sign-in does for its account. */
    async clear(key: string): Promise<void> {
      await repository.clearAttempts(key);
    },

    async clearStartingWith(prefix: string): Promise<void> {
      await repository.clearAttemptsStartingWith(prefix);
    },
  };
}
