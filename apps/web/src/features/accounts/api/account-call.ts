import { accountHeaders, type Endpoint, signupSources } from '@talent/contract';
import type { ApiError } from '@/lib/api-error';
import { formFailureOf } from '@/lib/form-failure';
import { type CallInput, type QueryCallOptions, queryEndpoint } from '@/lib/http-client';

/** The talent app names itself on every account call (spec section 7: source header marketplace). */
const sourceHeader = { [accountHeaders.source]: signupSources.marketplace };

/** By default an account screen shows what a form can show (see formFailureOf); the app tells the rest. */
const shownByForm = (error: ApiError) => formFailureOf(error.failure) !== null;

/** Calls an account endpoint with the source header. */
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
