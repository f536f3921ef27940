import { currentSession } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { reactToApiError } from '@/lib/http-client';
import { bearer, callAccountEndpoint } from './account-call';

/**
 * The account behind a token handed over by the professional-network sign-in, before it is stored.
 * The page that asks shows every failure itself.
 */
export async function fetchSessionOf(token: string) {
  return (await callAccountEndpoint(currentSession, {}, { headers: bearer(token), claim: () => true })).data;
}

const isSessionExpired = (error: unknown) => error instanceof ApiError && error.type === 'SESSION_EXPIRED';

/**
 * The stored session as the server sees it now, so the gating follows changes made elsewhere
 * (onboarding finished, a password created on another device). Only an ended session concerns the
 * person: the app's handler logs them out. Any other failure quietly keeps the stored data.
 */
export function storedSessionQuery(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'session', token],
    queryFn: async ({ signal }) => {
      try {
        const answer = await callAccountEndpoint(
          currentSession,
          {},
          { signal, claim: (error) => !isSessionExpired(error) },
        );
        return answer.data;
      } catch (error) {
        if (isSessionExpired(error)) reactToApiError(error);
        return null;
      }
    },
    staleTime: 60_000,
  });
}
