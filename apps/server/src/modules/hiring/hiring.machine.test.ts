import { hiringMessages } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { badgeOf, decide, type ProcessView, stageInfoTypeOf, stageOf } from './hiring.machine.ts';

const invited: ProcessView = {
  state: 'interview_invited',
  schedule: {
    scheduleId: 7,
    slots: [new Date('2026-12-01T03:00:00Z'), new Date('2026-12-02T03:00:00Z')],
    suggested: null,
    interviewDate: null,
    details: { invitationType: 'online', location: null, url: null, notes: null, pic: null },
  },
  lastCompanySalary: null,
  lastTalentAsk: null,
  closedReasonId: null,
};

describe('hiring state machine', () => {
  it('counts today in Jakarta: 23:30 there refuses the same day and takes 01:00 the next', () => {
    const now = new Date('2026-11-24T16:30:00Z'); // 23:30 in Jakarta
    const sameDay = decide(
      invited,
      { type: 'suggestTime', scheduleId: 7, at: new Date('2026-11-24T16:45:00Z') },
      now,
    );
    expect(sameDay).toMatchObject({
      outcome: 'refused',
      message: hiringMessages.suggestionAfterToday,
      field: 'time_4',
    });
    const nextDay = decide(
      invited,
      { type: 'suggestTime', scheduleId: 7, at: new Date('2026-11-24T18:00:00Z') },
      now,
    );
    expect(nextDay).toMatchObject({ outcome: 'move', to: 'interview_suggested' });
  });

  it('answers a repeated confirmation as already done, and a different slot afterwards as refused', () => {
    const confirmed: ProcessView = {
      ...invited,
      state: 'interview_confirmed',
      schedule: invited.schedule && { ...invited.schedule, interviewDate: new Date('2026-12-01T03:00:00Z') },
    };
    const now = new Date('2026-11-24T00:00:00Z');
    expect(
      decide(confirmed, { type: 'confirmSlot', scheduleId: 7, at: new Date('2026-12-01T03:00:00Z') }, now),
    ).toEqual({
      outcome: 'already-done',
    });
    expect(
      decide(confirmed, { type: 'confirmSlot', scheduleId: 7, at: new Date('2026-12-02T03:00:00Z') }, now),
    ).toMatchObject({
      outcome: 'refused',
      message: hiringMessages.notInvited,
    });
  });

  it('derives the stage, the ACTION or SUMMARY type and the waiting badge from the state', () => {
    expect([
      stageOf('interview_suggested'),
      stageInfoTypeOf('interview_suggested'),
      badgeOf('interview_suggested'),
    ]).toEqual([1, 'SUMMARY', 'Waiting Company Response']);
    expect([
      stageOf('offer_countered'),
      stageInfoTypeOf('offer_countered'),
      badgeOf('offer_countered'),
    ]).toEqual([2, 'ACTION', null]);
    expect([stageOf('accepted'), stageOf('not_continued')]).toEqual([3, 4]);
  });

  it('refuses everything on a closed process', () => {
    const closed: ProcessView = { ...invited, state: 'accepted' };
    for (const command of [{ type: 'acceptOffer' } as const, { type: 'acceptSuggestion' } as const]) {
      expect(decide(closed, command, new Date())).toMatchObject({
        outcome: 'refused',
        message: hiringMessages.closed,
      });
    }
  });
});
