import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** Under Vitest, Mantine renders without transitions and portals, so tests see what a person sees at rest. */
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

/** Words, server state, theme, toasts and confirm dialogs for everything inside. */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          env={mantineEnv}
        >
          <ModalsProvider>
            <Notifications position="top-right" limit={4} />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
