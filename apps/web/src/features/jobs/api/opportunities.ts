import {
  checkOpportunityPrompts,
  jobLimits,
  listTalentOpportunities,
  type Opportunity,
  type OpportunityListQuery,
  type QueryOf,
} from '@talent/contract';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
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

type Listing = { jobs: Opportunity[]; count: number };

/**
 * The lists after an apply. Under the 'all' filter (spec section 4) the list reloads at size 5: the
 * first five of the shown listing come fresh over their copies, with the new total, and every list
 * reloads when next shown. Elsewhere every list shown reloads at once.
 */
export async function reloadAfterApply(client: QueryClient, talentId: number, listing?: ListingQuery) {
  if (listing?.filter !== 'all') {
    await client.invalidateQueries({ queryKey: opportunityKeys.all });
    return;
  }
  await client.invalidateQueries({ queryKey: opportunityKeys.all, refetchType: 'none' });
  const head = await client.fetchQuery({
    ...opportunitiesQuery(talentId, { ...listing, page: 1, size: jobLimits.allReloadPageSize }),
    staleTime: 0,
  });
  const fresh = new Map(head.jobs.map((job) => [job.id, job]));
  client.setQueriesData<Listing>({ queryKey: opportunityKeys.all }, (data) =>
    data && 'jobs' in data ? { ...data, jobs: data.jobs.map((job) => fresh.get(job.id) ?? job) } : data,
  );
  client.setQueryData<Listing>(opportunityKeys.list(talentId, listing), (data) =>
    data ? { ...data, count: head.count } : data,
  );
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
