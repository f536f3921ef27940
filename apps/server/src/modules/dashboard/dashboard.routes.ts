import {
  acknowledgeMilestone,
  finishTour,
  getDashboardProfile,
  getTour,
  listMilestones,
  salaryPredictionBodyOf,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { byAddress, createKeptAnswers } from '../../platform/routes/kept-answers.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { hasEarnedACertificate } from '../assessments/index.ts';
import { wasInvitedToInterview } from '../hiring/index.ts';
import { hasAppliedToAJob } from '../jobs/index.ts';
import {
  dashboardProfileOf,
  loadSalaryProfile,
  profileCompletenessOf,
  talentHasCv,
} from '../profile/index.ts';
import { hasInvitedAFriend } from '../referral/index.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The dashboard's own pieces: the profile, the product tour and the milestones, read from the other features. */
export function registerDashboardRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const service = createDashboardService({
    repository: createDashboardRepository(db),
    progressOf: async (talentId) => {
      const [profilePercent, hasCv, hasApplied, wasInvited, hasCertificate, hasReferred] = await Promise.all([
        profileCompletenessOf(db, talentId),
        talentHasCv(db, talentId),
        hasAppliedToAJob(db, talentId),
        wasInvitedToInterview(db, talentId),
        hasEarnedACertificate(db, talentId),
        hasInvitedAFriend(db, talentId),
      ]);
      return { profilePercent, hasCv, hasApplied, wasInvited, hasCertificate, hasReferred };
    },
    now: context.now,
  });

  // Asked for on every dashboard open: kept as sent until a table they read announces a change of the
  // talent's (migration 0037, decision 0163). The milestones also read the profile.
  const tour = createKeptAnswers(context.changes, byAddress, { ownFacts: false, tables: ['talent_tours'] });
  const milestones = createKeptAnswers(context.changes, byAddress, {
    ownFacts: true,
    tables: ['talent_milestones', 'job_applications', 'hiring_processes', 'certificates', 'referrals'],
  });
  registerEndpoint(app, getTour, async ({ params }) => ({ data: await service.tour(params.id) }), {
    keptAnswers: tour,
  });
  registerEndpoint(app, finishTour, async ({ params }) => ({ data: await service.finishTour(params.id) }));
  registerEndpoint(
    app,
    listMilestones,
    async ({ params }) => ({ data: await service.milestones(params.id) }),
    { keptAnswers: milestones },
  );
  registerEndpoint(app, acknowledgeMilestone, async ({ params, body }) => ({
    data: await service.acknowledge(params.id, [body.id].flat()),
  }));

  // The profile's card: read from the talent's own facts alone, kept until they change.
  const profileCard = createKeptAnswers(context.changes, byAddress);
  registerEndpoint(
    app,
    getDashboardProfile,
    async ({ params }) => {
      const [profile, salaryFacts] = await Promise.all([
        dashboardProfileOf(db, params.id),
        loadSalaryProfile(db, params.id),
      ]);
      if (!profile) throw notFound();
      return {
        data: {
          id: params.id,
          fullname: profile.fullname,
          position_name: profile.positionName,
          completeness: profile.completeness,
          salary_prediction: salaryFacts ? salaryPredictionBodyOf(salaryFacts) : null,
        },
      };
    },
    { keptAnswers: profileCard },
  );
}
