import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/app-context.ts';
import { registerAccountsRoutes } from './accounts/index.ts';
import { registerAssessmentsRoutes } from './assessments/index.ts';
import { registerChatRoutes } from './chat/index.ts';
import { registerClientErrorRoutes } from './client-errors/index.ts';
import { registerCompaniesRoutes } from './companies/index.ts';
import { registerCoworkerInvitationsRoutes } from './coworker-invitations/index.ts';
import { registerDashboardRoutes } from './dashboard/index.ts';
import { registerHiringRoutes } from './hiring/index.ts';
import { registerJobsRoutes } from './jobs/index.ts';
import { registerMasterDataRoutes } from './master-data/index.ts';
import { registerMediaRoutes } from './media/index.ts';
import { registerNotificationsRoutes } from './notifications/index.ts';
import { registerProfileRoutes } from './profile/index.ts';
import { registerRatingRoutes } from './rating/index.ts';
import { registerReferralRoutes } from './referral/index.ts';
import { registerSalaryRoutes } from './salary/index.ts';
import { registerSiteRoutes } from './site/index.ts';

/** A feature's routes, registered with the platform's context (database, storage, configuration). */
export type FeatureModule = (app: FastifyInstance, context: AppContext) => void | Promise<void>;

/** Every feature served by the app, one line each. */
export const featureModules: readonly FeatureModule[] = [
  registerAccountsRoutes,
  registerAssessmentsRoutes,
  registerChatRoutes,
  registerClientErrorRoutes,
  registerCompaniesRoutes,
  registerCoworkerInvitationsRoutes,
  registerDashboardRoutes,
  registerHiringRoutes,
  registerJobsRoutes,
  registerMasterDataRoutes,
  registerMediaRoutes,
  registerNotificationsRoutes,
  registerProfileRoutes,
  registerRatingRoutes,
  registerReferralRoutes,
  registerSalaryRoutes,
  registerSiteRoutes,
];
