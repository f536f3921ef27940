import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyPage } from '@/lib/lazy-page';

/** Onboarding, the profile and its company view, each loaded lazily with the profile texts. */
export const profileRoutes: FeatureRoutes = {
  talent: [
    {
      path: 'onboarding/:step',
      lazy: lazyPage(async () => (await import('./pages/onboarding-page')).OnboardingPage, ['profile']),
    },
    {
      path: 'profile',
      lazy: lazyPage(
        async () => (await import('./pages/profile-page')).ProfilePage,
        ['profile', 'salaryPrediction'],
      ),
    },
    {
      path: 'profile/show',
      lazy: lazyPage(async () => (await import('./pages/profile-show-page')).ProfileShowPage, ['profile']),
    },
  ],
};
