import { describe, expect, it } from 'vitest';
import { milestonesOf, type TalentProgress } from './milestones.ts';

const nothingYet: TalentProgress = {
  profilePercent: 30,
  hasCv: false,
  hasApplied: false,
  wasInvited: false,
  hasCertificate: false,
  hasReferred: false,
};

describe('milestonesOf', () => {
  it('lists the six milestones in order, none reached for a new talent', () => {
    expect(milestonesOf(nothingYet, new Set()).map((m) => [m.key, m.done])).toEqual([
      ['profile', false],
      ['cv', false],
      ['apply', false],
      ['interview', false],
      ['certificate', false],
      ['referral', false],
    ]);
  });

  it('counts the profile complete at 90 percent, and keeps what the talent has seen', () => {
    const list = milestonesOf({ ...nothingYet, profilePercent: 90, hasApplied: true }, new Set([1]));
    expect(list.find((m) => m.key === 'profile')).toMatchObject({
      done: true,
      progress: 90,
      acknowledged: true,
    });
    expect(list.find((m) => m.key === 'apply')).toMatchObject({ done: true, acknowledged: false });
    expect(milestonesOf({ ...nothingYet, profilePercent: 89 }, new Set())[0]?.done).toBe(false);
  });
});
