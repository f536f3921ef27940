import { listNotifications, markAllNotificationsRead, markNotificationsRead } from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';
import type { Language } from '@/locales';
import { notificationsKey } from './notification-queries';

export const notificationPageSize = 10;

export const notificationPageQuery = (talentId: number, page: number, language: Language) =>
  queryOptions({
    queryKey: [...notificationsKey(talentId), 'page', page, language],
    queryFn: async ({ signal }) => {
      const answer = await queryEndpoint(
        listNotifications,
        { params: { id: talentId }, query: { page, size: notificationPageSize } },
        { signal },
      );
      return { items: answer.data, total: answer.meta.count ?? answer.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** Marks one notification read, or all of them; every notification query then reloads. */
export function useMarkRead(talentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[] | 'all') =>
      ids === 'all'
        ? (await queryEndpoint(markAllNotificationsRead, { params: { id: talentId } })).data
        : (
            await queryEndpoint(markNotificationsRead, {
              body: { talent_id: talentId, notification_ids: [...ids] },
            })
          ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey(talentId) }),
  });
}
