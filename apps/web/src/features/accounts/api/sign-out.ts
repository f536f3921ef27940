import { signout } from '@talent/contract';
import { bearer, callAccountEndpoint } from './account-call';

/**
 * Ends the session on the server. The browser has already forgotten it, so the token comes along
 * explicitly; a failure changes nothing for the person (the session also expires by itself).
 */
export async function endServerSession(token: string): Promise<void> {
  try {
    await callAccountEndpoint(
      signout,
      { body: { everywhere: false } },
      { headers: bearer(token), claim: () => true },
    );
  } catch {
    // Deliberately quiet: the person is logged out in this browser either way.
  }
}
