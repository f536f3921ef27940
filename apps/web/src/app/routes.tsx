import { type RouteObject, redirect, redirectDocument } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { guardAppVersion } from '@/features/accounts';
import type { RoutePlace } from '@/lib/feature-routes';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { ErrorScreen } from './errors/error-screen';
import { features } from './features';
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

/** Marks the not-found page, which the server answers with status 404 (decision 0149). */
export interface NotFoundHandle {
  notFound: true;
}

const notFound: Pick<RouteObject, 'lazy' | 'handle'> = {
  handle: { notFound: true } satisfies NotFoundHandle,
  lazy: async () => ({ Component: (await import('./errors/not-found-page')).NotFoundPage }),
};

const toDashboard = () => redirect(paths.dashboard);

/** The staff system is another application: paths under /staffs leave this one for it. */
export const leaveForStaffSystem = () => redirectDocument(getRuntimeConfig().staffSystemUrl);

/**
 * Where a feature mounts a page, with the placeholders of pages still to come (spec section 2). A
 * feature's route with the same path replaces its placeholder, so a new feature edits only
 * app/features.ts here.
 */
const placeholders: Record<RoutePlace, RouteObject[]> = {
  talent: [
    { path: 'rating/1', ...placeholder('ratingStart') },
    { path: 'rating/2', ...placeholder('ratingAdvocate') },
    { path: 'rating/thankyou', ...placeholder('ratingThankYou') },
    { path: 'interviews', ...placeholder('interviews') },
    { path: 'chat', ...placeholder('chat') },
    { path: 'refer', ...placeholder('refer') },
    { path: 'notifications', ...placeholder('notifications') },
    { path: 'job-opportunities', ...placeholder('jobOpportunities') },
    { path: 'job-opportunities/detail/:roleId', ...placeholder('jobOpportunityDetail') },
    { path: 'job/:id', ...placeholder('job') },
    { path: 'company/:id', ...placeholder('company') },
    { path: 'contest', ...placeholder('contests') },
    { path: 'contest/:id', ...placeholder('contest') },
    { path: 'contest/:id/challenges/:challengeId', ...placeholder('challenge') },
    { path: 'contest/:id/challenges/:challengeId/question', ...placeholder('challengeQuestion') },
    { path: 'quiz/:id/description', ...placeholder('quizDescription') },
    { path: 'quiz/:id', ...placeholder('quiz') },
    { path: 'quiz/:id/question', ...placeholder('quizQuestion') },
    { path: 'certificate/:id', ...placeholder('certificate') },
    { path: 'certificate-not-found', ...placeholder('certificateNotFound') },
  ],
  talentOpen: [],
  employer: [{ path: ':companyId', ...placeholder('company') }],
  employerOpen: [{ path: 'invitation', ...placeholder('invitation') }],
  public: [
    { path: 'salary-calculator', ...placeholder('salaryCalculator') },
    { path: 'media', ...placeholder('media') },
    { path: 'company/:id', ...placeholder('company') },
  ],
};

/** One place of the table: the features' routes there, then the placeholders no feature replaced. */
export function routesAt(place: RoutePlace, featureRoutes = features): RouteObject[] {
  const claimed = featureRoutes.flatMap((feature) => feature[place] ?? []);
  const taken = new Set(claimed.map((route) => route.path));
  return [...claimed, ...placeholders[place].filter((route) => !taken.has(route.path))];
}

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
              ...routesAt('talentOpen'),
              { Component: RequireTalent, children: routesAt('talent') },
            ],
          },
          ...routesAt('public'),
          {
            path: 'employer',
            children: [
              ...routesAt('employerOpen'),
              {
                Component: RequireSignedIn,
                children: [{ index: true, ...notFound }, ...routesAt('employer'), { path: '*', ...notFound }],
              },
            ],
          },
          { path: 'staffs/*', loader: leaveForStaffSystem },
          { path: '*', ...notFound },
        ],
      },
    ],
  },
];
