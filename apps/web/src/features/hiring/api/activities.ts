import { listDashboardActivities } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

/** Every hiring query of a talent hangs under this key, so one invalidation refreshes them all. */
export const hiringKey = ['hiring'] as const;

/** The dashboard shows every activity at once, grouped by stage; a talent has tens, not thousands. */
export const dashboardActivitiesQuery = (talentId: number) =>
  queryOptions({
    queryKey: [...hiringKey, 'activities', talentId],
    queryFn: async ({ signal }) =>
      (
        await queryEndpoint(
          listDashboardActivities,
          { params: { id: talentId }, query: { size: 100 } },
          { signal },
        )
      ).data,
  });
