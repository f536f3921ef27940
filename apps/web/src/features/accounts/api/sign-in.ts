import { type BodyOf, signin } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-error';
import { classifySignInFailure } from '../model/account-failure';
import { callAccountEndpoint } from './account-call';

export type SignInBody = BodyOf<typeof signin>;

/** The sign-in form shows every failure of section 8's login list itself; the rest is the app's. */
const shownBySignInForm = (error: ApiError) => classifySignInFailure(error.failure).kind !== 'app';

export async function signIn(body: SignInBody) {
  return (await callAccountEndpoint(signin, { body }, { claim: shownBySignInForm })).data;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
