import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyPage } from '@/lib/lazy-page';

/** The invitation page, open to guests under /employer, loaded lazily with its texts. */
export const coworkerInvitationsRoutes: FeatureRoutes = {
  employerOpen: [
    {
      path: 'invitation',
      lazy: lazyPage(
        async () => (await import('./pages/invitation-page')).InvitationPage,
        ['coworkerInvitations'],
      ),
    },
  ],
};
