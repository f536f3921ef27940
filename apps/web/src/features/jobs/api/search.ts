import { suggestOpportunitySearches, understandOpportunitySearch } from '@talent/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

export interface UnderstandingQuery {
  search: string;
  specialization?: number;
  location?: number;
}

/**
 * What the listing's search understood: the places and companies taken from it as filters, a
 * corrected spelling, and nearby searches when it found nothing. Asked only once something is typed.
 */
export function useSearchUnderstanding(talentId: number, query: UnderstandingQuery) {
  return useQuery({
    queryKey: ['opportunities', talentId, 'search', query],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(understandOpportunitySearch, { params: { id: talentId }, query }, { signal }))
        .data,
    enabled: query.search !== '',
    staleTime: 60_000,
  });
}

/** Names to offer under the search box for what is typed (two letters or more). */
export function useSearchSuggestions(talentId: number, typed: string) {
  const search = typed.trim();
  return useQuery({
    queryKey: ['opportunities', talentId, 'suggestions', search.toLowerCase()],
    queryFn: async ({ signal }) =>
      (
        await queryEndpoint(
          suggestOpportunitySearches,
          { params: { id: talentId }, query: { search } },
          { signal },
        )
      ).data,
    enabled: search.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
