import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyComponent, lazyPage } from '@/lib/lazy-page';

/** The blog, open to everyone and loaded lazily with its texts, and its latest articles on the dashboard. */
export const mediaRoutes: FeatureRoutes = {
  public: [
    {
      path: 'media',
      lazy: lazyPage(async () => (await import('./pages/media-page')).MediaPage, ['media']),
    },
    {
      path: 'media/:slug',
      lazy: lazyPage(async () => (await import('./pages/article-page')).ArticlePage, ['media']),
    },
  ],
  dashboardSections: [
    {
      id: 'latest-articles',
      column: 'side',
      Section: lazyComponent(
        async () => (await import('./components/latest-articles-section')).LatestArticlesSection,
        ['media'],
      ),
    },
  ],
};
