import { readMailSubscription, unsubscribeFromMails } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deadMailLink, queryEndpoint } from '@/lib/http-client';

export const mailSubscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: ['mail-subscription', token],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(readMailSubscription, { query: { token } }, { signal, claim: deadMailLink })).data,
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
