import { verifyEmail as verifyEmailEndpoint } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from './account-call';

/** A verify link works once, so it is a mutation: never retried or refetched behind the person's back. */
export async function verifyEmail(token: string) {
  return (await callAccountEndpoint(verifyEmailEndpoint, { query: { token } })).data;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
