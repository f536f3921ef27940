import { accountHeaders, type Endpoint, signupSources } from '@talent/contract';
import { ApiError } from '@/lib/api-error';
import {
  type CallInput,
  type CallOptions,
  callEndpoint,
  endpointUrl,
  timeoutResult,
} from '@/lib/http-client';
import { formFailureOf } from '../model/account-failure';

/** The talent app names itself on every account call (spec section 7: source header marketplace). */
const sourceHeader = { [accountHeaders.source]: signupSources.marketplace };

export interface AccountCallOptions extends Omit<CallOptions, 'handleErrors'> {
  /** Whether the screen shows this failure itself; by default, what a form can show (see formFailureOf). */
  claim?: (error: ApiError) => boolean;
}

/**
 * Calls an account endpoint. Failures the screen shows itself are marked handled here, before
 * TanStack Query hands them to the app's error handler; anything else (no answer, a timeout, a
 * server fault, an expired session) is left to that handler, which tells the person.
 */
export async function callAccountEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  options: AccountCallOptions = {},
) {
  const { claim = (error) => formFailureOf(error.failure) !== null, headers, ...rest } = options;
  try {
    const answer = await callEndpoint(endpoint, input, {
      ...rest,
      handleErrors: false,
      headers: { ...sourceHeader, ...headers },
    });
    if (answer === timeoutResult) {
      throw new ApiError({ kind: 'timeout' }, { method: endpoint.method, url: endpointUrl(endpoint, input) });
    }
    return answer;
  } catch (error) {
    if (error instanceof ApiError && claim(error)) error.handled = true;
    throw error;
  }
}

/** The bearer header for a token not (or not yet) stored as the signed-in session. */
export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}
