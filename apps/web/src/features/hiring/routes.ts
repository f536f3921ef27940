import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyPage } from '@/lib/lazy-page';

/** The dashboard, where the hiring activities are, loaded lazily with its texts. */
export const hiringRoutes: FeatureRoutes = {
  talent: [
    {
      path: 'interviews',
      lazy: lazyPage(async () => (await import('./pages/interviews-page')).InterviewsPage, ['hiring']),
    },
  ],
};
