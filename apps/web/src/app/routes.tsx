import { type RouteObject, redirect, redirectDocument } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import {
  createPasswordRoute,
  guardAppVersion,
  invitationRoute,
  loginRoutes,
  logoutRoute,
  settingsRoute,
} from '@/features/accounts';
import { employerCompanyRoute, guestCompanyRoute, jobRoutes } from '@/features/jobs';
import { salaryCalculatorRoute } from '@/features/salary';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { ErrorScreen } from './errors/error-screen';
import { RequireSignedIn, RequireTalent } from './guards/require-talent';
import type { PageTitleKey, PlaceholderHandle } from './pages/placeholder-page';
import { PageFrame } from './shell/page-frame';
import { RootLayout } from './shell/root-layout';

/** A page whose feature is still to come: its title only, loaded lazily like every page. */
function placeholder(titleKey: PageTitleKey): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: PlaceholderHandle = { titleKey };
  return {
    handle,
    lazy: async () => ({ Component: (await import('./pages/placeholder-page')).PlaceholderRoute }),
  };
}

const notFound: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ Component: (await import('./errors/not-found-page')).NotFoundPage }),
};

const toDashboard = () => redirect(paths.dashboard);

/** The staff system is another application: paths under /staffs leave this one for it. */
export const leaveForStaffSystem = () => redirectDocument(getRuntimeConfig().staffSystemUrl);

const profilePages: [path: string, titleKey: PageTitleKey][] = [
  ['personal-information', 'profilePersonalInformation'],
  ['skills', 'profileSkills'],
  ['language', 'profileLanguage'],
  ['experiences', 'profileExperiences'],
  ['preferences', 'profilePreferences'],
  ['education', 'profileEducation'],
  ['certificates', 'profileCertificates'],
  ['achievements', 'profileAchievements'],
  ['publications', 'profilePublications'],
  ['projects', 'profileProjects'],
  ['portfolio', 'profilePortfolio'],
  ['references', 'profileReferences'],
  ['references/edit', 'profileReferencesEdit'],
];

/** Every page a signed-in talent reaches (spec section 2), behind the login gating. */
const talentPages: RouteObject[] = [
  { path: 'onboarding/:step', ...placeholder('onboarding') },
  createPasswordRoute,
  { path: 'rating/1', ...placeholder('ratingStart') },
  { path: 'rating/2', ...placeholder('ratingAdvocate') },
  { path: 'rating/thankyou', ...placeholder('ratingThankYou') },
  { path: 'interviews', ...placeholder('interviews') },
  {
    path: 'profile',
    children: [
      { index: true, ...placeholder('profile') },
      { path: 'show', ...placeholder('profileShow') },
      ...profilePages.map(([path, titleKey]) => ({ path, ...placeholder(titleKey) })),
    ],
  },
  settingsRoute,
  { path: 'chat', ...placeholder('chat') },
  { path: 'refer', ...placeholder('refer') },
  { path: 'notifications', ...placeholder('notifications') },
  ...jobRoutes,
  { path: 'contest', ...placeholder('contests') },
  { path: 'contest/:id', ...placeholder('contest') },
  { path: 'contest/:id/challenges/:challengeId', ...placeholder('challenge') },
  { path: 'contest/:id/challenges/:challengeId/question', ...placeholder('challengeQuestion') },
  { path: 'quiz/:id/description', ...placeholder('quizDescription') },
  { path: 'quiz/:id', ...placeholder('quiz') },
  { path: 'quiz/:id/question', ...placeholder('quizQuestion') },
  { path: 'certificate/:id', ...placeholder('certificate') },
  { path: 'certificate-not-found', ...placeholder('certificateNotFound') },
];

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    loader: guardAppVersion,
    // A failure of the frame itself: the error screen alone.
    ErrorBoundary: ErrorScreen,
    HydrateFallback: () => <PageLoader label={i18n.t('shell:pageLoading')} />,
    children: [
      {
        Component: PageFrame,
        // A failing page: the error screen inside the frame, gone on the next route change.
        ErrorBoundary: ErrorScreen,
        children: [
          { index: true, loader: toDashboard },
          {
            path: 'talent',
            children: [
              { index: true, loader: toDashboard },
              { path: 'dashboard', loader: toDashboard },
              { path: '404', ...notFound },
              invitationRoute,
              { Component: RequireTalent, children: talentPages },
            ],
          },
          salaryCalculatorRoute,
          { path: 'media', ...placeholder('media') },
          guestCompanyRoute,
          {
            path: 'employer',
            children: [
              { path: 'invitation', ...placeholder('invitation') },
              {
                Component: RequireSignedIn,
                children: [{ index: true, ...notFound }, employerCompanyRoute, { path: '*', ...notFound }],
              },
            ],
          },
          { path: 'staffs/*', loader: leaveForStaffSystem },
          loginRoutes,
          logoutRoute,
          { path: '*', ...notFound },
        ],
      },
    ],
  },
];
