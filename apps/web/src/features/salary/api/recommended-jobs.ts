import { getTalent, jobLimits, listTalentOpportunities } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTalentLogin, useStoredAuth } from '@/lib/auth-storage';
import { queryEndpoint } from '@/lib/http-client';

/** The signed-in talent's own position category (spec: position_function.position_sub_category.position_category.id). */
export function useTalentPositionCategory(): { talentId: number | null; categoryId: number | null } {
  const auth = useStoredAuth();
  const talentId = auth && isTalentLogin(auth) ? auth.id : null;
  const talent = useQuery({
    queryKey: ['salary', 'talent-category', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getTalent, { params: { query: talentId ?? 0 } }, { signal, handleErrors: false }))
        .data,
    enabled: talentId !== null,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  const categoryId = talent.data?.position_function?.position_sub_category.position_category.id ?? null;
  return { talentId, categoryId };
}

/**
 * Spec section 9: recommended jobs are the 'all' filter, 10 of them, here of the chosen category; a
 * job the talent applied to is no recommendation any more, so it is left out.
 */
export function recommendedJobsQuery(talentId: number, categoryId: number) {
  return queryOptions({
    queryKey: ['salary', 'recommended-jobs', talentId, categoryId],
    queryFn: async ({ signal }) =>
      (
        await queryEndpoint(
          listTalentOpportunities,
          {
            params: { id: talentId },
            query: { filter: 'all', size: jobLimits.recommendedPageSize, specialization: categoryId },
          },
          { signal },
        )
      ).data.filter((job) => !job.applied),
    staleTime: 60 * 1000,
  });
}
