import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reactToApiError } from './http-client';

/**
 * Query and mutation errors go to the global handler (spec section 8). Calls made through
 * `callEndpoint` have been handled already, so each failure is told once. No automatic retries: a
 * retried failing call would tell the person again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reactToApiError(error) }),
    mutationCache: new MutationCache({ onError: (error) => reactToApiError(error) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
