import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyComponent } from '@/lib/lazy-page';

/** The dashboard's own pieces: the salary prediction, the profile, and getting started (the product tour and the milestones). */
export const dashboardRoutes: FeatureRoutes = {
  dashboardSections: [
    {
      id: 'salary-prediction',
      column: 'side',
      Section: lazyComponent(
        async () => (await import('./components/dashboard-salary-prediction')).DashboardSalaryPrediction,
        ['salaryPrediction'],
      ),
    },
    {
      id: 'profile',
      column: 'side',
      Section: lazyComponent(
        async () => (await import('./components/dashboard-profile-section')).DashboardProfileSection,
        ['dashboard'],
      ),
    },
    {
      id: 'getting-started',
      column: 'side',
      Section: lazyComponent(
        async () => (await import('./components/getting-started-section')).GettingStartedSection,
        ['dashboard'],
      ),
    },
  ],
};
