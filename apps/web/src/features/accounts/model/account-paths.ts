import { accountLinks } from '@talent/contract';

/** The login app's own pages under /login (the mails link to /login itself, with a token). */
export const accountPaths = {
  register: '/login/register',
  forgotPassword: '/login/forgot-password',
  networkCallback: accountLinks.oidcCallbackPage,
} as const;
