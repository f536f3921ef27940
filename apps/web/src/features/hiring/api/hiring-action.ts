import type { ActivityDetail, Endpoint } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-error';
import { formFailureOf } from '@/lib/form-failure';
import { type CallInput, queryEndpoint } from '@/lib/http-client';
import { showSuccessToast } from '@/lib/toast';
import { hiringKey } from './activities';

/** A form shows the server's field reasons itself; the app's handler tells the rest. */
const shownByForm = (error: ApiError) => formFailureOf(error.failure) !== null;

/**
 * One hiring action: sends it, says the server's message, and reloads the activities (spec
 * section 4: after each action the activities reload before the follow-up modal opens).
 */
export function useHiringAction<E extends Endpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CallInput<E>) => {
      const answer = await queryEndpoint(endpoint, input, { claim: shownByForm });
      return { activity: answer.data as ActivityDetail, message: answer.meta.message };
    },
    onSuccess: async ({ message }) => {
      await client.invalidateQueries({ queryKey: hiringKey });
      if (message) showSuccessToast(message);
    },
  });
}
