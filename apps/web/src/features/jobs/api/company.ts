import { companyQueryKeys, getCompany, listCompanyJobs } from '@talent/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

export function useCompany(id: number) {
  return useQuery({
    queryKey: companyQueryKeys.company(id),
    queryFn: async ({ signal }) => (await queryEndpoint(getCompany, { params: { id } }, { signal })).data,
  });
}

/** The cache keeps the answer as the API sends it, which is what the server's render hands over. */
export function useCompanyJobs(companyId: number, page: number, size: number) {
  return useQuery({
    queryKey: companyQueryKeys.jobs(companyId, page, size),
    queryFn: ({ signal }) =>
      queryEndpoint(listCompanyJobs, { params: { companyId }, query: { page, size } }, { signal }),
    select: (answer) => ({ jobs: answer.data, count: answer.meta.count ?? answer.data.length }),
    placeholderData: keepPreviousData,
  });
}
