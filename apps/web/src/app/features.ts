import { accountsRoutes } from '@/features/accounts';
import { assessmentsRoutes } from '@/features/assessments';
import { chatRoutes } from '@/features/chat';
import { coworkerInvitationsRoutes } from '@/features/coworker-invitations';
import { dashboardRoutes } from '@/features/dashboard';
import { hiringRoutes } from '@/features/hiring';
import { jobsRoutes } from '@/features/jobs';
import { mediaRoutes } from '@/features/media';
import { notificationsRoutes } from '@/features/notifications';
import { profileRoutes } from '@/features/profile';
import { ratingRoutes } from '@/features/rating';
import { referralRoutes } from '@/features/referral';
import { salaryRoutes } from '@/features/salary';
import { siteRoutes } from '@/features/site';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Every feature with pages, one line each; the route table mounts their routes where they say. */
export const features: readonly FeatureRoutes[] = [
  accountsRoutes,
  assessmentsRoutes,
  chatRoutes,
  coworkerInvitationsRoutes,
  dashboardRoutes,
  hiringRoutes,
  jobsRoutes,
  mediaRoutes,
  notificationsRoutes,
  profileRoutes,
  ratingRoutes,
  referralRoutes,
  salaryRoutes,
  siteRoutes,
];
