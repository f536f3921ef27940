import type { RouteObject } from 'react-router';
import { accountPaths } from './model/account-paths';
import { openInvitation } from './session/invitation';

/**
 * The accounts pages for the app's route table, each loaded lazily. Paths are relative to where the
 * table mounts them: the login app at the root, the talent pages under /talent.
 */
export const loginRoutes: RouteObject = {
  path: 'login',
  children: [
    { index: true, lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }) },
    {
      path: accountPaths.register.replace('/login/', ''),
      lazy: async () => ({ Component: (await import('./pages/register-page')).RegisterPage }),
    },
    {
      path: accountPaths.forgotPassword.replace('/login/', ''),
      lazy: async () => ({ Component: (await import('./pages/forgot-password-page')).ForgotPasswordPage }),
    },
    {
      path: accountPaths.networkCallback.replace('/login/', ''),
      lazy: async () => ({ Component: (await import('./pages/network-callback-page')).NetworkCallbackPage }),
    },
  ],
};

export const logoutRoute: RouteObject = {
  path: 'logout',
  lazy: async () => ({ Component: (await import('./pages/logout-page')).LogoutPage }),
};

/** Under /talent, behind the login gating. */
export const createPasswordRoute: RouteObject = {
  path: 'create-password',
  lazy: async () => ({ Component: (await import('./pages/create-password-page')).CreatePasswordPage }),
};

/** Under /talent, behind the login gating. */
export const settingsRoute: RouteObject = {
  path: 'settings',
  lazy: async () => ({ Component: (await import('./pages/settings-page')).SettingsPage }),
};

/** Under /talent, open to everyone: the invitation decides by itself. */
export const invitationRoute: RouteObject = { path: 'invitation/new', loader: openInvitation };
