import { dashboardNotificationsPageSize, listDashboardNotifications } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';
import type { Language } from '@/locales';
import { notificationsKey } from './notification-queries';

/** The dashboard's notifications piece: the newest page, refreshed with every other notification query. */
export const dashboardNotificationsQuery = (talentId: number, language: Language) =>
  queryOptions({
    queryKey: [...notificationsKey(talentId), 'dashboard', language],
    queryFn: async ({ signal }) => {
      const answer = await queryEndpoint(
        listDashboardNotifications,
        { params: { id: talentId }, query: { page: 1, size: dashboardNotificationsPageSize } },
        { signal },
      );
      return { items: answer.data, total: answer.meta.count ?? answer.data.length };
    },
  });
