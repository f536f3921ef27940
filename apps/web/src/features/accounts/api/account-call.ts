import { accountHeaders, type Endpoint, signupSources } from '@talent/contract';
import { shownByForm } from '@/lib/form-failure';
import { type CallInput, type QueryCallOptions, queryEndpoint } from '@/lib/http-client';

/** The talent app names itself on every account call (spec section 7: source header marketplace). */
const sourceHeader = { [accountHeaders.source]: signupSources.marketplace };

/**
 * Calls an account endpoint with the source header. By default the screen shows what a form can
 * show (`shownByForm`); the app tells the rest.
 */
export function callAccountEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  { claim = shownByForm, headers, ...rest }: QueryCallOptions = {},
) {
  return queryEndpoint(endpoint, input, { ...rest, claim, headers: { ...sourceHeader, ...headers } });
}

/** The bearer header for a token not (or not yet) stored as the signed-in session. */
export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}
