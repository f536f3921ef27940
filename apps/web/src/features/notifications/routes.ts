import { unsubscribePagePath } from '@talent/contract';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyComponent, lazyPage } from '@/lib/lazy-page';

/**
 * The talent's notifications page, the dashboard's notifications piece, their email choices in
 * settings, and the page a mail's unsubscribe link opens, loaded lazily with their texts.
 */
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
  public: [
    {
      path: unsubscribePagePath.slice(1),
      lazy: lazyPage(
        async () => (await import('./pages/unsubscribe-page')).UnsubscribePage,
        ['notifications'],
      ),
    },
  ],
  dashboardSections: [
    {
      id: 'notifications',
      column: 'side',
      Section: lazyComponent(
        async () =>
          (await import('./components/dashboard-notifications-section')).DashboardNotificationsSection,
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
