import { type BodyOf, listReferrals, sendReferral } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { trackEvent } from '@/lib/analytics';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';

export const referralsQuery = (talentId: number) =>
  queryOptions({
    queryKey: ['referrals', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(listReferrals, { params: { id: talentId } }, { signal })).data,
  });

/** Sends the invitation (POST /referral); the list of referrals then reloads to show it. Answers the server's message. */
export function useInviteFriend(talentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof sendReferral>) =>
      (await queryEndpoint(sendReferral, { body }, { claim: shownByForm })).meta,
    onSuccess: () => {
      trackEvent({ name: 'Referral sent' });
      return queryClient.invalidateQueries({ queryKey: referralsQuery(talentId).queryKey });
    },
  });
}
