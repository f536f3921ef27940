import { readCoworkerInvitation } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { deadMailLink, queryEndpoint } from '@/lib/http-client';

/** The invitation a link's token names; an unknown token is the page's to tell. */
export const coworkerInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['coworker-invitation', token],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(readCoworkerInvitation, { params: { token } }, { signal, claim: deadMailLink }))
        .data,
  });
