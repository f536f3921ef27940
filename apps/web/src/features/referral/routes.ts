import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyPage } from '@/lib/lazy-page';

/** Refer a friend, loaded lazily with its texts. */
export const referralRoutes: FeatureRoutes = {
  talent: [
    {
      path: 'refer',
      lazy: lazyPage(async () => (await import('./pages/refer-page')).ReferPage, ['referral']),
    },
  ],
};
