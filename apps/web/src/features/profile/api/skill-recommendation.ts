import { profileLimits, recommendSkills } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryEndpoint, quietly } from '@/lib/http-client';

/**
 * The skills talents of a position function list most (`GET /skill-recommendation/{id}?top=5`).
 * Suggestions are an aside: when they fail, the form goes without them.
 */
export const skillRecommendationQuery = (positionFunctionId: number) =>
  queryOptions({
    queryKey: ['skill-recommendation', positionFunctionId],
    queryFn: async ({ signal }) =>
      (
        await queryEndpoint(
          recommendSkills,
          { params: { id: positionFunctionId }, query: { top: profileLimits.skillRecommendationTop } },
          { signal, claim: quietly },
        )
      ).data,
    staleTime: 10 * 60_000,
  });
