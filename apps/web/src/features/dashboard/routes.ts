import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyComponent } from '@/lib/lazy-page';

/** The dashboard's getting-started piece: the product tour and the milestones. */
export const dashboardRoutes: FeatureRoutes = {
  dashboardSections: [
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
