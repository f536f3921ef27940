import { accountLinks, type NetworkSignInError, networkSignInErrors } from '@talent/contract';

export type NetworkCallback = { kind: 'token'; token: string } | { kind: 'error'; error: NetworkSignInError };

/**
 * Reads where the server's callback left the browser: `#token=…` (kept out of the query so it
 * never reaches server logs) or `?error=…`. Anything else is a failed sign-in.
 */
export function readNetworkCallback(search: string, hash: string): NetworkCallback {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  if (token) return { kind: 'token', token };
  const error = new URLSearchParams(search).get(accountLinks.oidcErrorQuery);
  const known = networkSignInErrors.find((name) => name === error);
  return { kind: 'error', error: known ?? 'failed' };
}
