import { type BodyOf, signup } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { trackEvent } from '@/lib/analytics';
import { callAccountEndpoint } from './account-call';

export type SignUpBody = BodyOf<typeof signup>;

export async function signUp(body: SignUpBody) {
  return (await callAccountEndpoint(signup, { body })).data;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, onSuccess: () => trackEvent({ name: 'Sign up' }) });
}
