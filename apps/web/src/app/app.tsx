import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setApiErrorEffects } from '@/lib/http-client';
import type { I18n } from '@/lib/i18n';
import { type PageSections, PageSectionsContext } from '@/lib/page-sections';
import { loadPageAfresh } from './errors/fresh-code';
import { reportRenderError } from './errors/report-render-error';
import { features } from './features';
import { AppProviders } from './providers';

export interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
  i18n: I18n;
}

/** What each feature adds to other features' pages, in the order of the feature list. */
const pageSections: PageSections = {
  settings: features.flatMap((feature) => feature.settingsSections ?? []),
  dashboard: features.flatMap((feature) => feature.dashboardSections ?? []),
  profile: features.flatMap((feature) => feature.profileSections ?? []),
};

/** Everything around the router, the same in the browser and in the server's render (decision 0149). */
export function AppFrame({
  queryClient,
  i18n,
  children,
}: Omit<AppProps, 'router'> & { children: ReactNode }) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <PageSectionsContext value={pageSections}>{children}</PageSectionsContext>
    </AppProviders>
  );
}

/** The whole app for one router; the HTTP client's redirects go through that router. */
export function App({ router, queryClient, i18n }: AppProps) {
  useEffect(
    () =>
      setApiErrorEffects({
        navigate: (to) => {
          void router.navigate(to);
        },
      }),
    [router],
  );
  return (
    <AppFrame queryClient={queryClient} i18n={i18n}>
      <RouterProvider
        router={router}
        onError={(error, { location, pattern, errorInfo }) => {
          const page = `${location.pathname}${location.search}`;
          if (loadPageAfresh(error, page)) return;
          void reportRenderError(error, {
            route: pattern,
            page,
            componentStack: errorInfo?.componentStack,
          });
        }}
      />
    </AppFrame>
  );
}
