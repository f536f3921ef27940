import { type AttemptStatus, assessmentLimits } from '@talent/contract';

/**
 * The rules of a timed test, pure so they are tested without a database. The server's clock is
 * the only clock (decision 0080): every rule takes `now` from the caller.
 */

/** Whole percent of questions answered right; skipped and unanswered questions count as wrong. */
export function scoreOf(correctCount: number, questionCount: number): number {
  if (questionCount <= 0) return 0;
  return Math.round((correctCount * 100) / questionCount);
}

/**
 * A quiz earns a certificate when its score reaches the pass mark; a challenge (pass mark 0) when
 * the talent reached its last question in time, since completing it is the achievement.
 */
export function earnsCertificate(
  test: { passPercent: number; isChallenge: boolean },
  score: number,
  completed: boolean,
): boolean {
  if (test.isChallenge) return completed && score >= test.passPercent;
  return score >= test.passPercent;
}

/** Where an attempt stands (spec section 4): on a question, finished, or out of time. */
export function attemptStatusOf(
  attempt: { nextPosition: number; finishedAt: Date | null; deadlineAt: Date },
  questionCount: number,
  now: Date,
): AttemptStatus {
  if (attempt.nextPosition > questionCount) return 'finish';
  if (attempt.finishedAt || attempt.deadlineAt.getTime() <= now.getTime()) return 'timesup';
  return 'question';
}

const dayMs = 86_400_000;

/**
 * When a quiz may be taken again after the attempt that ended at `endedAt` (the cool-down), or
 * null when it may be now.
 */
export function retakeAtOf(endedAt: Date, now: Date): Date | null {
  const retakeAt = new Date(endedAt.getTime() + assessmentLimits.retakeCooldownDays * dayMs);
  return retakeAt.getTime() > now.getTime() ? retakeAt : null;
}

/** What is left of the time by the server's clock, never below zero. */
export function remainingMsOf(deadlineAt: Date, now: Date): number {
  return Math.max(0, deadlineAt.getTime() - now.getTime());
}

/** A contest takes attempts only between its start and its end. */
export function contestStatusOf(
  contest: { startsAt: Date; endsAt: Date },
  now: Date,
): 'upcoming' | 'open' | 'ended' {
  if (now.getTime() < contest.startsAt.getTime()) return 'upcoming';
  if (now.getTime() >= contest.endsAt.getTime()) return 'ended';
  return 'open';
}
