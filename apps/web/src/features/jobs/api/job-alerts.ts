import { createJobAlert, deleteJobAlert, type JobAlertBody, listJobAlerts } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';
import { showSuccessToast } from '@/lib/toast';

export const jobAlertsQuery = (talentId: number) =>
  queryOptions({
    queryKey: ['job-alerts', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(listJobAlerts, { params: { id: talentId } }, { signal })).data,
  });

/** Saves the listing's search as an alert; the server's answer is told in a toast. */
export function useCreateJobAlert(talentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: JobAlertBody) =>
      queryEndpoint(createJobAlert, { params: { id: talentId }, body }),
    onSuccess: (answer) => {
      if (answer.meta.message) showSuccessToast(answer.meta.message);
      return queryClient.invalidateQueries({ queryKey: jobAlertsQuery(talentId).queryKey });
    },
  });
}

export function useDeleteJobAlert(talentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (alertId: number) =>
      queryEndpoint(deleteJobAlert, { params: { id: talentId, alertId } }),
    onSuccess: (answer) => {
      if (answer.meta.message) showSuccessToast(answer.meta.message);
      return queryClient.invalidateQueries({ queryKey: jobAlertsQuery(talentId).queryKey });
    },
  });
}
