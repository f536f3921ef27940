import { type ActivitySummary, hiringStageIds } from '@talent/contract';

/** The order the dashboard shows its stages in (spec section 2, /talent/interviews). */
const stageOrder = [
  hiringStageIds.interview,
  hiringStageIds.offer,
  hiringStageIds.accepted,
  hiringStageIds.notContinued,
] as const;

export interface DashboardStage {
  stageId: (typeof stageOrder)[number];
  /** Every activity in the stage, for its count. */
  total: number;
  /** The ones rendered so far. */
  shown: ActivitySummary[];
}

/**
 * The dashboard's stages with the first `revealed` activities in stage order: a stage appears once its
 * first card does, and keeps its whole count meanwhile. Stages without activities are left out.
 */
export function dashboardStages(activities: readonly ActivitySummary[], revealed: number): DashboardStage[] {
  const stages: DashboardStage[] = [];
  let left = revealed;
  for (const stageId of stageOrder) {
    const inStage = activities.filter((activity) => activity.stage_id === stageId);
    const shown = inStage.slice(0, Math.max(0, left));
    left -= shown.length;
    if (shown.length > 0) stages.push({ stageId, total: inStage.length, shown });
  }
  return stages;
}
