import { type BodyOf, changePassword as changePasswordEndpoint } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from './account-call';

export type ChangePasswordBody = BodyOf<typeof changePasswordEndpoint>;

/** Answers a fresh session for this device: the change ends every other one. */
export async function changePassword(body: ChangePasswordBody) {
  return (await callAccountEndpoint(changePasswordEndpoint, { body })).data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
