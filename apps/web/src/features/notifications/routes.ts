import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyPage } from '@/lib/lazy-page';

/** The talent's notifications page, loaded lazily with its texts. */
export const notificationsRoutes: FeatureRoutes = {
  talent: [
    {
      path: 'notifications',
      lazy: lazyPage(
        async () => (await import('./pages/notifications-page')).NotificationsPage,
        ['notifications'],
      ),
    },
  ],
};
