import {
  checkOpportunityPrompts,
  listTalentOpportunities,
  type OpportunityListQuery,
  type QueryOf,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

export type ListingQuery = QueryOf<typeof listTalentOpportunities> &
  Partial<Pick<OpportunityListQuery, 'filter'>>;

export const opportunityKeys = {
  all: ['opportunities'] as const,
  list: (talentId: number, query: ListingQuery) => ['opportunities', talentId, 'list', query] as const,
  prompts: (talentId: number) => ['opportunities', talentId, 'prompts'] as const,
};

/** A page of the talent's listing with its total (meta.count). */
export function opportunitiesQuery(talentId: number, query: ListingQuery) {
  return queryOptions({
    queryKey: opportunityKeys.list(talentId, query),
    queryFn: async ({ signal }) => {
      const answer = await queryEndpoint(
        listTalentOpportunities,
        { params: { id: talentId }, query },
        { signal },
      );
      return { jobs: answer.data, count: answer.meta.count ?? answer.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useOpportunities(talentId: number, query: ListingQuery) {
  return useQuery(opportunitiesQuery(talentId, query));
}

/** What to ask of the talent once the listing is open: 'empty_cv' first opens the upload-CV modal. */
export function usePrompts(talentId: number) {
  return useQuery({
    queryKey: opportunityKeys.prompts(talentId),
    queryFn: async ({ signal }) =>
      (await queryEndpoint(checkOpportunityPrompts, { params: { id: talentId } }, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
