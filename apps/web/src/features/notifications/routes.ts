import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyComponent, lazyPage } from '@/lib/lazy-page';

/** The talent's notifications page and their email choices in settings, loaded lazily with their texts. */
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
  settingsSections: [
    {
      id: 'notification-emails',
      Section: lazyComponent(
        async () =>
          (await import('./components/notification-preferences-section')).NotificationPreferencesSection,
        ['notifications'],
      ),
    },
  ],
};
