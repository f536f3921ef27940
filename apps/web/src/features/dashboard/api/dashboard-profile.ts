import { getDashboardProfile } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

export const dashboardProfileQuery = (talentId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'profile', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getDashboardProfile, { params: { id: talentId } }, { signal })).data,
  });
