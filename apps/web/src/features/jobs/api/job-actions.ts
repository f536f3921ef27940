import { type ApplyBody, applyToJob, bookmarkJob, type Opportunity, unbookmarkJob } from '@talent/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { trackEvent } from '@/lib/analytics';
import { queryEndpoint } from '@/lib/http-client';
import { showSuccessToast } from '@/lib/toast';
import { countAfterApply } from '../model/listing-counts';
import { type ListingQuery, opportunityKeys } from './opportunities';

type Flags = Pick<Opportunity, 'applied' | 'bookmarked'>;

/** Sets one job's flags in every cached list and detail, so each card shows the change at once. */
function patchJob(client: QueryClient, jobId: number, flags: Partial<Flags>) {
  const patch = <T extends Opportunity>(job: T): T => {
    if (job.id !== jobId) return job;
    const next = { ...job, ...flags };
    const buttons: Opportunity['buttons'] = [];
    if (!next.is_closed && !next.applied) buttons.push({ type: 'APPLY', params: { product_id: jobId } });
    if (!next.is_closed)
      buttons.push({ type: next.bookmarked ? 'UNBOOKMARK' : 'BOOKMARK', params: { product_id: jobId } });
    return { ...next, buttons };
  };
  client.setQueriesData<{ jobs: Opportunity[]; count: number }>({ queryKey: opportunityKeys.all }, (data) =>
    data && 'jobs' in data ? { ...data, jobs: data.jobs.map(patch) } : data,
  );
  for (const key of [
    ['job', jobId],
    ['role', jobId],
  ]) {
    client.setQueryData<Opportunity>(key, (job) => (job ? patch(job) : job));
  }
}

/** Spec section 4: each cached list's count goes up or down by one at once, before any reload. */
function shiftCountsAfterApply(client: QueryClient) {
  for (const [key, data] of client.getQueriesData<{ jobs: Opportunity[]; count: number }>({
    queryKey: opportunityKeys.all,
  })) {
    const query = key[3] as ListingQuery | undefined;
    const shift = countAfterApply(query?.filter);
    if (data && 'count' in data && shift !== 0)
      client.setQueryData(key, { ...data, count: Math.max(0, data.count + shift) });
  }
}

/**
 * Save or unsave a job: the card changes before the server answers and changes back if the call
 * fails (spec section 4); the server's message is the toast.
 */
export function useBookmark(talentId: number) {
  const client = useQueryClient();
  return useMutation({
    /** `category`: the job's, the one fact of it analytics may hear. */
    mutationFn: async ({ jobId, save }: { jobId: number; save: boolean; category: string }) => {
      const body = { product_id: jobId, talent_id: talentId };
      return queryEndpoint(save ? bookmarkJob : unbookmarkJob, { params: { id: jobId }, body });
    },
    onMutate: ({ jobId, save }) => patchJob(client, jobId, { bookmarked: save }),
    onError: (_error, { jobId, save }) => patchJob(client, jobId, { bookmarked: !save }),
    onSuccess: (answer, { jobId, save, category }) => {
      patchJob(client, jobId, { bookmarked: answer.data.bookmarked });
      if (save) trackEvent({ name: 'Job saved', category });
      showSuccessToast(answer.meta.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: opportunityKeys.all, refetchType: 'none' }),
  });
}

export function useApply(talentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, contact }: { jobId: number; contact?: ApplyBody['contact'] }) =>
      queryEndpoint(applyToJob, {
        params: { id: jobId },
        body: { product_id: jobId, talent_id: talentId, ...(contact ? { contact } : {}) },
      }),
    onSuccess: (answer, { jobId }) => {
      patchJob(client, jobId, { applied: true });
      shiftCountsAfterApply(client);
      showSuccessToast(answer.meta.message);
    },
  });
}
