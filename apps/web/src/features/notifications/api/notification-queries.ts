import { countNotifications, getNotificationOverlay } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryEndpoint, quietly } from '@/lib/http-client';

/** Every query of a talent's notifications: one key to refresh when the stream says they changed. */

export const notificationsKey = (talentId: number) => ['notifications', talentId] as const;

export const unreadCountQuery = (talentId: number) =>
  queryOptions({
    queryKey: [...notificationsKey(talentId), 'count'],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(countNotifications, { params: { id: talentId } }, { signal, claim: quietly })).data
        .unread_count,
  });

export const overlayQuery = (talentId: number) =>
  queryOptions({
    queryKey: [...notificationsKey(talentId), 'overlay'],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getNotificationOverlay, { params: { id: talentId } }, { signal, claim: quietly }))
        .data,
  });
