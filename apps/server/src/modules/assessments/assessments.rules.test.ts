import { describe, expect, it } from 'vitest';
import {
  attemptStatusOf,
  contestStatusOf,
  earnsCertificate,
  remainingMsOf,
  scoreOf,
} from './assessments.rules.ts';

const start = new Date('2026-11-24T08:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('the rules of a timed test', () => {
  it('scores whole percent of all questions, skipped ones counting as wrong', () => {
    expect(scoreOf(7, 10)).toBe(70);
    expect(scoreOf(2, 3)).toBe(67);
    expect(scoreOf(0, 0)).toBe(0);
  });

  it('gives a quiz certificate at the pass mark, and a challenge certificate only when completed', () => {
    expect(earnsCertificate({ passPercent: 70, isChallenge: false }, 70, false)).toBe(true);
    expect(earnsCertificate({ passPercent: 70, isChallenge: false }, 69, true)).toBe(false);
    expect(earnsCertificate({ passPercent: 0, isChallenge: true }, 0, true)).toBe(true);
    expect(earnsCertificate({ passPercent: 0, isChallenge: true }, 100, false)).toBe(false);
  });

  it('reads the screen state from the attempt and the server clock', () => {
    const deadlineAt = later(60_000);
    expect(attemptStatusOf({ nextPosition: 2, finishedAt: null, deadlineAt }, 3, later(1_000))).toBe(
      'question',
    );
    expect(attemptStatusOf({ nextPosition: 2, finishedAt: null, deadlineAt }, 3, later(60_000))).toBe(
      'timesup',
    );
    expect(attemptStatusOf({ nextPosition: 4, finishedAt: later(5_000), deadlineAt }, 3, later(90_000))).toBe(
      'finish',
    );
    expect(remainingMsOf(deadlineAt, later(15_000))).toBe(45_000);
    expect(remainingMsOf(deadlineAt, later(75_000))).toBe(0);
  });

  it('opens a contest from its start until its end', () => {
    const contest = { startsAt: start, endsAt: later(1_000) };
    expect(contestStatusOf(contest, later(-1))).toBe('upcoming');
    expect(contestStatusOf(contest, start)).toBe('open');
    expect(contestStatusOf(contest, later(1_000))).toBe('ended');
  });
});
