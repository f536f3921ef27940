import { getMarketplaceStatus, joinMarketplace, rejoinMarketplace } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryEndpoint, quietly } from '@/lib/http-client';
import { showSuccessToast } from '@/lib/toast';
import { hiringKey } from './activities';

const marketplaceKey = (talentId: number) => [...hiringKey, 'marketplace', talentId] as const;

export const marketplaceQuery = (talentId: number) =>
  queryOptions({
    queryKey: marketplaceKey(talentId),
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getMarketplaceStatus, { params: { id: talentId } }, { signal, claim: quietly }))
        .data,
  });

/** Join (or, after the period ended, rejoin): the answer is the new status, shown at once. */
export function useJoinMarketplace(talentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (again: boolean) =>
      queryEndpoint(again ? rejoinMarketplace : joinMarketplace, { params: { id: talentId } }),
    onSuccess: ({ data, meta }) => {
      client.setQueryData(marketplaceKey(talentId), data);
      if (meta.message) showSuccessToast(meta.message);
    },
  });
}
