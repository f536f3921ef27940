import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setApiErrorEffects } from '@/lib/http-client';
import { SettingsSectionsContext } from '@/lib/settings-sections';
import { features } from './features';
import { AppProviders } from './providers';

export interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
  i18n: I18n;
}

/** What each feature adds to the settings page, in the order of the feature list. */
const settingsSections = features.flatMap((feature) => feature.settingsSections ?? []);

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
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <SettingsSectionsContext value={settingsSections}>
        <RouterProvider router={router} />
      </SettingsSectionsContext>
    </AppProviders>
  );
}
