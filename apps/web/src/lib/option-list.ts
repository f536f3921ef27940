import type { Endpoint, Option } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

/** A master-data list for a select (whole by default with `size=-1`, or a searched page); lists change rarely, so they stay cached. */
export function useOptionList(endpoint: Endpoint, query: Record<string, unknown> = {}, enabled = true) {
  return useQuery({
    queryKey: ['options', endpoint.path, query],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(endpoint, { query: { size: -1, ...query } } as never, { signal }))
        .data as Option[],
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** Options in the `{ value, label }` shape Mantine's selects take. */
export function toSelectData(options: readonly Pick<Option, 'id' | 'name'>[] | undefined) {
  return (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));
}
