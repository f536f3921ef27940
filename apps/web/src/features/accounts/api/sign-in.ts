import { type BodyOf, signin } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { classifySignInFailure } from '../model/account-failure';
import { callAccountEndpoint } from './account-call';

export type SignInBody = BodyOf<typeof signin>;

export async function signIn(body: SignInBody) {
  const claim = (error: { failure: Parameters<typeof classifySignInFailure>[0] }) =>
    classifySignInFailure(error.failure).kind !== 'app';
  return (await callAccountEndpoint(signin, { body }, { claim })).data;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
