import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyPage } from '@/lib/lazy-page';
import { sitePaths } from './site-paths';

const at = (path: string) => path.slice(1);

/** The footer's pages, open to everyone, each loaded lazily with the site texts. */
export const siteRoutes: FeatureRoutes = {
  public: [
    {
      path: at(sitePaths.about),
      lazy: lazyPage(async () => (await import('./pages/about-page')).AboutPage, ['site']),
    },
    {
      path: at(sitePaths.career),
      lazy: lazyPage(async () => (await import('./pages/career-page')).CareerPage, ['site']),
    },
    {
      path: at(sitePaths.event),
      lazy: lazyPage(async () => (await import('./pages/event-page')).EventPage, ['site']),
    },
    {
      path: at(sitePaths.contactUs),
      lazy: lazyPage(async () => (await import('./pages/contact-page')).ContactPage, ['site']),
    },
    {
      path: at(sitePaths.faq),
      lazy: lazyPage(async () => (await import('./pages/faq-page')).FaqPage, ['site']),
    },
    {
      path: at(sitePaths.accessibility),
      lazy: lazyPage(async () => (await import('./pages/accessibility-page')).AccessibilityPage, ['site']),
    },
    {
      path: at(sitePaths.terms),
      lazy: lazyPage(async () => (await import('./pages/policy-page')).TermsPage, ['site']),
    },
    {
      path: at(sitePaths.privacy),
      lazy: lazyPage(async () => (await import('./pages/policy-page')).PrivacyPage, ['site']),
    },
  ],
};
