import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyComponent, lazyPage } from '@/lib/lazy-page';

/** The rating flow, loaded lazily with its texts, and its invitation on the dashboard. */
export const ratingRoutes: FeatureRoutes = {
  talent: [
    {
      path: 'rating/1',
      lazy: lazyPage(async () => (await import('./pages/rating-start-page')).RatingStartPage, ['rating']),
    },
    {
      path: 'rating/2',
      lazy: lazyPage(async () => (await import('./pages/rating-closing-page')).RatingClosingPage, ['rating']),
    },
    {
      path: 'rating/thankyou',
      lazy: lazyPage(
        async () => (await import('./pages/rating-thank-you-page')).RatingThankYouPage,
        ['rating'],
      ),
    },
  ],
  dashboardSections: [
    {
      id: 'rate-the-service',
      column: 'side',
      Section: lazyComponent(async () => (await import('./components/rate-us-card')).RateUsCard, ['rating']),
    },
  ],
};
