import { listAreaCodes, listPositionCategories } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

/** Specializations (position categories) and locations (cities) for the listing's filters. */
export function useFilterOptions() {
  const specializations = useQuery({
    queryKey: ['options', 'position-categories'],
    queryFn: async ({ signal }) =>
      (
        await queryEndpoint(
          listPositionCategories,
          { query: { size: -1, include_others: 'false' } },
          { signal },
        )
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const locations = useQuery({
    queryKey: ['options', 'cities'],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(listAreaCodes, { query: { size: -1 } }, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const toData = (rows: Array<{ id: number; name: string }> | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));
  return { specializations: toData(specializations.data), locations: toData(locations.data) };
}
