import type { ActivityDetail, Endpoint } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, fieldsOrErrorModal, queryEndpoint } from '@/lib/http-client';
import { showSuccessToast } from '@/lib/toast';
import { hiringKey } from './activities';

/**
 * One hiring action: sends it, says the server's message, and reloads the activities (spec
 * section 4: after each action the activities reload before the follow-up modal opens). A refusal
 * shows at its fields, or else in the global error modal.
 */
export function useHiringAction<E extends Endpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CallInput<E>) => {
      const answer = await queryEndpoint(endpoint, input, { claim: fieldsOrErrorModal });
      return { activity: answer.data as ActivityDetail, message: answer.meta.message };
    },
    onSuccess: async ({ message }) => {
      await client.invalidateQueries({ queryKey: hiringKey });
      if (message) showSuccessToast(message);
    },
  });
}
