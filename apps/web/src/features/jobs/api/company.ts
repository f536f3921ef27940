import { getCompany, listCompanyJobs } from '@talent/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

export function useCompany(id: number) {
  return useQuery({
    queryKey: ['company', id],
    queryFn: async ({ signal }) => (await queryEndpoint(getCompany, { params: { id } }, { signal })).data,
  });
}

export function useCompanyJobs(companyId: number, page: number, size: number) {
  return useQuery({
    queryKey: ['company', companyId, 'jobs', page, size],
    queryFn: async ({ signal }) => {
      const answer = await queryEndpoint(
        listCompanyJobs,
        { params: { companyId }, query: { page, size } },
        { signal },
      );
      return { jobs: answer.data, count: answer.meta.count ?? answer.data.length };
    },
    placeholderData: keepPreviousData,
  });
}
