import { accountHeaders, resetPassword as resetPasswordEndpoint } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from './account-call';

/** The reset token from the mail travels in the `Token` header (spec section 7). */
export async function resetPassword(input: { token: string; password: string }) {
  await callAccountEndpoint(
    resetPasswordEndpoint,
    { body: { password: input.password } },
    { headers: { [accountHeaders.resetToken]: input.token } },
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
