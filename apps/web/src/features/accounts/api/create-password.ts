import { type BodyOf, createPassword as createPasswordEndpoint } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from './account-call';

export type CreatePasswordBody = BodyOf<typeof createPasswordEndpoint>;

/** Answers a fresh session for this device, now with `password_created` true. */
export async function createPassword(body: CreatePasswordBody) {
  return (await callAccountEndpoint(createPasswordEndpoint, { body })).data;
}

export function useCreatePassword() {
  return useMutation({ mutationFn: createPassword });
}
