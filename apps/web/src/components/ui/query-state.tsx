import type { ReactNode } from 'react';
import { ListSkeleton, LoadError } from './page-states';

/** What the boundary reads of a query (TanStack Query's result has it all). */
interface QueryLike<Data> {
  isPending: boolean;
  isError: boolean;
  data: Data | undefined;
  refetch: () => unknown;
}

/**
 * The one way a page waits for its data: cards in the shape of what is coming while the query
 * loads, the failure with Retry when it fails, and the content once the data is there.
 */
export function QueryState<Data>({
  query,
  loadingLabel,
  failure,
  rows,
  children,
}: {
  query: QueryLike<Data>;
  /** What screen readers hear while it loads ('Loading your profile'). */
  loadingLabel?: string;
  /** What the failure says; the kit's general text when left out. */
  failure?: ReactNode;
  /** How many placeholder cards stand in for the content. */
  rows?: number;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={rows} label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <LoadError onRetry={() => void query.refetch()}>{failure}</LoadError>;
  }
  return children(query.data);
}
