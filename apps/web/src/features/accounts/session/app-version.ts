import { redirect } from 'react-router';
import { readAuth } from '@/lib/auth-storage';
import { paths } from '@/lib/paths';
import { checkAppVersion } from '../model/app-version';

/** Kept beside the stored auth; deliberately not cleared by logout, so it outlives sessions. */
export const appVersionKey = 'appVersion';

/**
 * The version of the running build. The build sets `VITE_APP_VERSION` (a release or commit id);
 * without it every build counts as the same version and the guard never fires.
 */
export const runningAppVersion: string = import.meta.env.VITE_APP_VERSION || 'unversioned';

export function rememberAppVersion(version: string = runningAppVersion): void {
  window.localStorage.setItem(appVersionKey, version);
}

/**
 * A signed-in browser that last ran another version forgets everything it stored and goes through
 * /logout (spec section 4).
 */
export function checkStoredAppVersion(runningVersion: string) {
  const check = checkAppVersion({
    signedIn: readAuth() !== null,
    storedVersion: window.localStorage.getItem(appVersionKey),
    runningVersion,
  });
  if (check === 'remember') rememberAppVersion(runningVersion);
  if (check === 'start-clean') {
    window.localStorage.clear();
    return redirect(paths.logout);
  }
  return null;
}

/**
 * Route loader of the app's root, so the check runs before any page or call of the new version. The
 * server's render has no stored version to check; a browser hydrating its page runs this itself.
 */
export const guardAppVersion = () =>
  typeof window === 'undefined' ? null : checkStoredAppVersion(runningAppVersion);
