import { describe, expect, it } from 'vitest';
import { delayAfterFailures, judgeAttempts, judgeFailures } from './attempt-limits.ts';

const minute = 60_000;

describe('judging attempts in a fixed window', () => {
  const rule = { limit: 3, windowMs: 10 * minute };
  const start = new Date('2026-03-02T08:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('allows while the window holds fewer hits than the limit', () => {
    expect(judgeAttempts(undefined, rule, start)).toEqual({ allowed: true });
    expect(judgeAttempts({ hits: 2, windowStartedAt: start }, rule, at(minute))).toEqual({ allowed: true });
  });

  it('refuses a full window and says how long until it ends', () => {
    expect(judgeAttempts({ hits: 3, windowStartedAt: start }, rule, at(4 * minute))).toEqual({
      allowed: false,
      retryAfterSeconds: 360,
    });
  });

  it('treats a window that has run out as empty', () => {
    expect(judgeAttempts({ hits: 50, windowStartedAt: start }, rule, at(10 * minute))).toEqual({
      allowed: true,
    });
  });
});

describe('the growing wait after failures', () => {
  const rule = {
    freeFailures: 5,
    firstDelayMs: 30_000,
    longestDelayMs: 15 * minute,
    forgetAfterMs: 24 * 60 * minute,
  };
  const start = new Date('2026-03-02T08:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('costs nothing for the first failures, then doubles up to the longest wait', () => {
    expect([0, 4, 5, 6, 7, 10, 40].map((failures) => delayAfterFailures(failures, rule))).toEqual([
      0,
      0,
      30_000,
      60_000,
      120_000,
      15 * minute,
      15 * minute,
    ]);
  });

  it('refuses a try inside the wait and says how long is left', () => {
    expect(judgeFailures({ hits: 6, windowStartedAt: start }, rule, at(20_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 40,
    });
    expect(judgeFailures({ hits: 6, windowStartedAt: start }, rule, at(60_000))).toEqual({ allowed: true });
  });

  it('forgets failures that have been quiet for the forget period', () => {
    expect(judgeFailures({ hits: 40, windowStartedAt: start }, rule, at(24 * 60 * minute))).toEqual({
      allowed: true,
    });
  });
});
