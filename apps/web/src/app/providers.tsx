import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { type I18n, I18nContext } from '@/lib/i18n';
import { LazyToasts } from './lazy-toasts';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** Under Vitest, Mantine renders without transitions and portals, so tests see what a person sees at rest. */
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

/** Words, server state, theme and toasts for everything inside. */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  // Close buttons are icons: each is named in the reader's language, so no dialog or toast has a
  // nameless one (WCAG 4.1.2). A dialog's header is no page banner: Mantine draws it as <header>.
  // Plain overrides, not `Modal.extend`: importing the components here would put the dialogs, their
  // focus trap and scroll lock into every page's first load, which they otherwise load on demand.
  const closeLabel = i18n.t('common:close');
  const labelledTheme = useMemo(() => {
    const closeButtonProps = { 'aria-label': closeLabel };
    const dialogProps = { closeButtonProps, attributes: { header: { role: 'presentation' } } };
    return mergeThemeOverrides(theme, {
      components: {
        Notification: { defaultProps: { closeButtonProps } },
        Modal: { defaultProps: dialogProps },
        Drawer: { defaultProps: dialogProps },
      },
    });
  }, [closeLabel]);
  return (
    <I18nContext value={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={labelledTheme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          env={mantineEnv}
        >
          <LazyToasts />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nContext>
  );
}
