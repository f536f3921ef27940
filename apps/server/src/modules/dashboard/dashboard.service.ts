import { dashboardMessages, type Milestone, milestones, type Tour } from '@talent/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { DashboardRepository } from './dashboard.repository.ts';
import { milestonesOf, type TalentProgress } from './milestones.ts';

export interface DashboardServiceDeps {
  repository: DashboardRepository;
  /** Asks the features where the talent stands. */
  progressOf: (talentId: number) => Promise<TalentProgress>;
  now: () => Date;
}

const refuse = (message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { fields: { id: message } });

/** The product tour and the milestones. */
export function createDashboardService({ repository, progressOf, now }: DashboardServiceDeps) {
  async function tour(talentId: number): Promise<Tour> {
    const doneAt = await repository.tourDoneAt(talentId);
    return { done: doneAt !== null, done_at: doneAt?.toISOString() ?? null };
  }

  async function list(talentId: number): Promise<Milestone[]> {
    const [progress, acknowledged] = await Promise.all([
      progressOf(talentId),
      repository.acknowledgedMilestones(talentId),
    ]);
    return milestonesOf(progress, acknowledged);
  }

  return {
    tour,

    async finishTour(talentId: number): Promise<Tour> {
      await repository.finishTour(talentId, now());
      return tour(talentId);
    },

    milestones: list,

    /** Marks reached milestones seen; an unknown or unreached one refuses them all, at its id. */
    async acknowledge(talentId: number, milestoneIds: readonly number[]): Promise<Milestone[]> {
      if (milestoneIds.some((id) => !milestones.some((milestone) => milestone.id === id)))
        throw refuse(dashboardMessages.unknownMilestone);
      const current = await list(talentId);
      const seen = new Set(milestoneIds);
      if (current.some((milestone) => seen.has(milestone.id) && !milestone.done))
        throw refuse(dashboardMessages.milestoneNotReached);
      await repository.acknowledge(talentId, [...seen], now());
      return current.map((milestone) =>
        seen.has(milestone.id) ? { ...milestone, acknowledged: true } : milestone,
      );
    },
  };
}
