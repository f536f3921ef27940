import { requestPasswordReset as requestPasswordResetEndpoint } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from './account-call';

export async function requestPasswordReset(email: string) {
  await callAccountEndpoint(requestPasswordResetEndpoint, { query: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
