import { type ContactBody, sendContactMessage } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';

/** Sends the Contact Us form; answers the server's thanks. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (body: ContactBody) =>
      (await queryEndpoint(sendContactMessage, { body }, { claim: shownByForm })).meta.message,
  });
}
