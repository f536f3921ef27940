import { readMailSubscription, unsubscribeFromMails } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-error';
import { queryEndpoint } from '@/lib/http-client';

/** A forged, cut-off or outdated link is the page's to say, not the app's error handler's. */
const isDeadLink = (error: ApiError) => error.status === 400 || error.status === 404;

export const mailSubscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: ['mail-subscription', token],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(readMailSubscription, { query: { token } }, { signal, claim: isDeadLink })).data,
  });

/** Stops the kind of mail the link names; the answer replaces what the page shows. */
export function useUnsubscribeFromMails(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await queryEndpoint(unsubscribeFromMails, { query: { token } })).data,
    onSuccess: (subscription) =>
      queryClient.setQueryData(mailSubscriptionQuery(token).queryKey, subscription),
  });
}
