import type { FeatureRoutes } from '@/lib/feature-routes';
import { lazyPage } from '@/lib/lazy-page';
import { accountPaths } from './model/account-paths';
import { openInvitation } from './session/invitation';

const underLogin = (path: string) => path.replace('/login/', '');

/** The accounts pages for the app's route table, each loaded lazily with the accounts texts. */
export const accountsRoutes: FeatureRoutes = {
  public: [
    {
      path: 'login',
      children: [
        {
          index: true,
          lazy: lazyPage(async () => (await import('./pages/login-page')).LoginPage, ['accounts']),
        },
        {
          path: underLogin(accountPaths.register),
          lazy: lazyPage(async () => (await import('./pages/register-page')).RegisterPage, ['accounts']),
        },
        {
          path: underLogin(accountPaths.forgotPassword),
          lazy: lazyPage(
            async () => (await import('./pages/forgot-password-page')).ForgotPasswordPage,
            ['accounts'],
          ),
        },
        {
          path: underLogin(accountPaths.networkCallback),
          lazy: lazyPage(
            async () => (await import('./pages/network-callback-page')).NetworkCallbackPage,
            ['accounts'],
          ),
        },
      ],
    },
    {
      path: 'logout',
      lazy: lazyPage(async () => (await import('./pages/logout-page')).LogoutPage, ['accounts']),
    },
  ],
  talent: [
    {
      path: 'create-password',
      lazy: lazyPage(
        async () => (await import('./pages/create-password-page')).CreatePasswordPage,
        ['accounts'],
      ),
    },
    {
      path: 'settings',
      lazy: lazyPage(async () => (await import('./pages/settings-page')).SettingsPage, ['accounts']),
    },
  ],
  // The invitation decides by itself where a person goes, signed in or not.
  talentOpen: [{ path: 'invitation/new', loader: openInvitation }],
};
