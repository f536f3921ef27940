import { deactivateAccount as deactivateAccountEndpoint } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from './account-call';

export async function deactivateAccount() {
  await callAccountEndpoint(deactivateAccountEndpoint);
}

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
