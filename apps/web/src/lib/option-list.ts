import type { DataOf, Endpoint, Option } from '@talent/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

/** Spec section 5: typing searches are debounced 500 ms (the suggestions wait for typing to stop). */
export const searchDelayMs = 500;

/** The items of a list endpoint with what they carry beyond an option ('+62 21' of an area code). */
type OptionsOf<E extends Endpoint> =
  DataOf<E> extends readonly (infer Item extends Option)[] ? Item[] : Option[];

/** A master-data list for a select (whole by default with `size=-1`, or a searched page); lists change rarely, so they stay cached. */
export function useOptionList<E extends Endpoint>(
  endpoint: E,
  query: Record<string, unknown> = {},
  enabled = true,
) {
  return useQuery({
    queryKey: ['options', endpoint.path, query],
    queryFn: async ({ signal }) =>
      (await queryEndpoint<Endpoint>(endpoint, { query: { size: -1, ...query } }, { signal }))
        .data as OptionsOf<E>,
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** Options a searched list shows at once, and loads at a time when asked for more. */
export const optionPageSize = 20;

/**
 * A master-data list searched a page at a time (`page`, `size`, `search`): the options of the
 * pages loaded so far, and whether the matches go on (`meta.count` counts them over all pages).
 */
export function useOptionPages<E extends Endpoint>(
  endpoint: E,
  query: Record<string, unknown>,
  enabled = true,
) {
  const pages = useInfiniteQuery({
    queryKey: ['options', endpoint.path, 'pages', query],
    queryFn: async ({ pageParam, signal }) => {
      const answer = await queryEndpoint<Endpoint>(
        endpoint,
        { query: { ...query, page: pageParam, size: optionPageSize } },
        { signal },
      );
      return { options: answer.data as OptionsOf<E>, count: answer.meta.count ?? 0 };
    },
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      all.reduce((loaded, page) => loaded + page.options.length, 0) < last.count ? all.length + 1 : undefined,
    staleTime: 10 * 60_000,
    enabled,
  });
  return { ...pages, options: pages.data?.pages.flatMap((page) => page.options) ?? [] };
}

/** Options in the `{ value, label }` shape Mantine's selects take. */
export function toSelectData(options: readonly Pick<Option, 'id' | 'name'>[] | undefined) {
  return (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));
}
