import { acknowledgeMilestone, finishTour, getTour, listMilestones } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryEndpoint, quietly } from '@/lib/http-client';

const tourKey = (talentId: number) => ['dashboard', 'tour', talentId] as const;
const milestonesKey = (talentId: number) => ['dashboard', 'milestones', talentId] as const;

export const tourQuery = (talentId: number) =>
  queryOptions({
    queryKey: tourKey(talentId),
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getTour, { params: { id: talentId } }, { signal, claim: quietly })).data,
  });

export const milestonesQuery = (talentId: number) =>
  queryOptions({
    queryKey: milestonesKey(talentId),
    queryFn: async ({ signal }) =>
      (await queryEndpoint(listMilestones, { params: { id: talentId } }, { signal, claim: quietly })).data,
  });

/** Finishing or skipping the tour: either way it is not offered again. */
export function useFinishTour(talentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await queryEndpoint(finishTour, { params: { id: talentId } }, { claim: quietly })).data,
    onSuccess: (tour) => client.setQueryData(tourKey(talentId), tour),
  });
}

/** Marks reached milestones seen, all in one call; the list comes back with them. */
export function useAcknowledgeMilestones(talentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number[]) =>
      (
        await queryEndpoint(
          acknowledgeMilestone,
          { params: { id: talentId }, body: { id } },
          { claim: quietly },
        )
      ).data,
    onSuccess: (list) => client.setQueryData(milestonesKey(talentId), list),
  });
}
