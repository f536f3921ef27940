import { type BodyOf, getSurveyStatus, rateTheService } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';

/** Whether the talent has rated the service and their advocate yet, and who the advocate is. */
export const surveyStatusQuery = (talentId: number) =>
  queryOptions({
    queryKey: ['survey-status', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getSurveyStatus, { params: { id: talentId } }, { signal })).data,
  });

/** Sends the whole rating as form data; the survey status then says it is done. */
export function useRateTheService(talentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof rateTheService>) =>
      (await queryEndpoint(rateTheService, { params: { id: talentId }, body }, { claim: shownByForm })).data,
    onSuccess: (status) => queryClient.setQueryData(surveyStatusQuery(talentId).queryKey, status),
  });
}
