import { type BodyOf, getContestSurvey, saveContestSurvey } from '@talent/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { queryEndpoint } from '@/lib/http-client';

export const contestSurveyQuery = (talentId: number) =>
  queryOptions({
    queryKey: ['surveys', 'contest', talentId],
    queryFn: async ({ signal }) =>
      (
        await queryEndpoint(
          getContestSurvey,
          { params: { id: talentId }, query: { category: 'contest' } },
          { signal },
        )
      ).data,
  });

/** Spec section 8: a 500 on survey save is ignored quietly. */
const quietServerError = (error: ApiError) => error instanceof ApiError && (error.status ?? 0) >= 500;

export function useSaveContestSurvey(talentId: number) {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof saveContestSurvey>) =>
      (
        await queryEndpoint(
          saveContestSurvey,
          { params: { id: talentId }, query: { category: 'contest' }, body },
          { claim: quietServerError },
        )
      ).data,
  });
}
