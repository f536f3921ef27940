import {
  listPositionCategories,
  listPositionFunctions,
  listYearsCategories,
  type PositionFunctionGroup,
} from '@talent/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

/** Option lists hardly change: kept for an hour, not fetched again on every visit. */
const staleTime = 60 * 60 * 1000;

/** Spec section 7: position functions grouped by category, without the Other entries. */
export const positionFunctionGroupsQuery = queryOptions({
  queryKey: ['salary', 'position-functions', 'grouped'],
  queryFn: async ({ signal }) => {
    const answer = await queryEndpoint(
      listPositionFunctions,
      { query: { grouped: 'true', include_others: 'false', size: -1 } },
      { signal },
    );
    return answer.data as PositionFunctionGroup[];
  },
  staleTime,
});

export const positionCategoriesQuery = queryOptions({
  queryKey: ['salary', 'position-categories'],
  queryFn: async ({ signal }) =>
    (
      await queryEndpoint(
        listPositionCategories,
        { query: { include_others: 'false', size: -1 } },
        { signal },
      )
    ).data,
  staleTime,
});

export const yearsCategoriesQuery = queryOptions({
  queryKey: ['salary', 'years-categories'],
  queryFn: async ({ signal }) =>
    (await queryEndpoint(listYearsCategories, { query: { size: -1 } }, { signal })).data,
  staleTime,
});

/** The three lists the calculator loads on open, and whether they are there yet. */
export function useSalaryOptions() {
  const [groups, categories, years] = useQueries({
    queries: [positionFunctionGroupsQuery, positionCategoriesQuery, yearsCategoriesQuery],
  });
  return {
    groups: groups.data ?? [],
    categories: categories.data ?? [],
    years: years.data ?? [],
    isPending: groups.isPending || categories.isPending || years.isPending,
    isError: groups.isError || categories.isError || years.isError,
    retry: () => {
      for (const query of [groups, categories, years]) if (query.isError) void query.refetch();
    },
  };
}
