import { getGuestJob, getJob, getRoleDetail, guestJobQueryKey } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

export const jobKeys = {
  job: (id: number) => ['job', id] as const,
  role: (roleId: number) => ['role', roleId] as const,
};

/** A job for /talent/job/{id}; the opportunity pages read the same through the role detail call. */
export function useJob(id: number, via: 'job' | 'role' = 'job') {
  return useQuery({
    queryKey: via === 'job' ? jobKeys.job(id) : jobKeys.role(id),
    queryFn: async ({ signal }) =>
      via === 'job'
        ? (await queryEndpoint(getJob, { params: { id } }, { signal })).data
        : (await queryEndpoint(getRoleDetail, { params: { roleId: id } }, { signal })).data,
  });
}

/** A job as a guest sees it (a shared link): no match, applied or saved facts. */
export function useGuestJob(id: number) {
  return useQuery({
    queryKey: guestJobQueryKey(id),
    queryFn: async ({ signal }) => (await queryEndpoint(getGuestJob, { params: { id } }, { signal })).data,
  });
}
