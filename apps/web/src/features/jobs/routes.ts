import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyComponent, lazyPage } from '@/lib/lazy-page';

/**
 * The listing, the job pages, the company pages and the job alerts in settings, each loaded lazily
 * with the jobs texts.
 */
export const jobsRoutes: FeatureRoutes = {
  talent: [
    {
      path: 'job-opportunities',
      lazy: lazyPage(
        async () => (await import('./pages/job-opportunities-page')).JobOpportunitiesPage,
        ['jobs'],
      ),
    },
    {
      path: 'job-opportunities/detail/:roleId',
      lazy: lazyPage(async () => (await import('./pages/job-detail-page')).OpportunityDetailPage, ['jobs']),
    },
    {
      path: 'job/:id',
      // A shared job link opens for guests too (app/guards/require-talent.tsx reads this).
      handle: { openToGuests: true },
      lazy: lazyPage(async () => (await import('./pages/job-detail-page')).JobPage, ['jobs']),
    },
    {
      path: 'company/:id',
      lazy: lazyPage(async () => (await import('./pages/company-page')).TalentCompanyPage, ['jobs']),
    },
  ],
  // /company/{id} is open to guests, so a shared link shows the page.
  public: [
    {
      path: 'company/:id',
      lazy: lazyPage(async () => (await import('./pages/company-page')).GuestCompanyPage, ['jobs']),
    },
  ],
  // /employer/{companyId}: the same page, for signed-in people.
  employer: [
    {
      path: ':companyId',
      lazy: lazyPage(async () => (await import('./pages/company-page')).TalentCompanyPage, ['jobs']),
    },
  ],
  dashboardSections: [
    {
      id: 'my-applications',
      column: 'main',
      Section: lazyComponent(
        async () => (await import('./components/jobs-for-you-section')).MyApplicationsSection,
        ['jobs'],
      ),
    },
    {
      id: 'jobs-for-you',
      column: 'main',
      Section: lazyComponent(
        async () => (await import('./components/jobs-for-you-section')).JobsForYouSection,
        ['jobs'],
      ),
    },
  ],
  settingsSections: [
    {
      id: 'job-alerts',
      Section: lazyComponent(
        async () => (await import('./components/job-alerts-section')).JobAlertsSection,
        ['jobs'],
      ),
    },
  ],
};
