import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyComponent, lazyPage } from '@/lib/lazy-page';

/** The chat page, loaded lazily with its texts, and the latest conversations on the dashboard. */
export const chatRoutes: FeatureRoutes = {
  talent: [
    { path: 'chat', lazy: lazyPage(async () => (await import('./pages/chat-page')).ChatPage, ['chat']) },
  ],
  dashboardSections: [
    {
      id: 'messages',
      column: 'side',
      Section: lazyComponent(
        async () => (await import('./components/messages-section')).MessagesSection,
        ['chat'],
      ),
    },
  ],
};
