import { resendVerification as resendVerificationEndpoint } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from './account-call';

export async function resendVerification(email: string) {
  await callAccountEndpoint(resendVerificationEndpoint, { body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
