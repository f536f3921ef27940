import { describe, expect, it } from 'vitest';
import { judgeAttempts } from './attempt-limits.ts';

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
