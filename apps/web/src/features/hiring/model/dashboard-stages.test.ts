import type { ActivitySummary } from '@talent/contract';
import { hiringStageIds } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { dashboardStages } from './dashboard-stages';

const activity = (id: number, stage_id: number) => ({ id, stage_id }) as ActivitySummary;
const offer = activity(1, hiringStageIds.offer);
const interviews = [activity(2, hiringStageIds.interview), activity(3, hiringStageIds.interview)];
const declined = activity(4, hiringStageIds.notContinued);
const activities = [offer, ...interviews, declined];

describe('dashboardStages', () => {
  it('puts every activity under its stage, interviews first, and leaves empty stages out', () => {
    expect(dashboardStages(activities, activities.length)).toEqual([
      { stageId: hiringStageIds.interview, total: 2, shown: interviews },
      { stageId: hiringStageIds.offer, total: 1, shown: [offer] },
      { stageId: hiringStageIds.notContinued, total: 1, shown: [declined] },
    ]);
  });

  it('shows only the first revealed cards in stage order, each stage with its whole count', () => {
    expect(dashboardStages(activities, 3)).toEqual([
      { stageId: hiringStageIds.interview, total: 2, shown: interviews },
      { stageId: hiringStageIds.offer, total: 1, shown: [offer] },
    ]);
    expect(dashboardStages(activities, 1)).toEqual([
      { stageId: hiringStageIds.interview, total: 2, shown: [interviews[0]] },
    ]);
  });
});
