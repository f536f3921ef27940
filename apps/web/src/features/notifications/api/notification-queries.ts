import { countNotifications, getNotificationOverlay } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryEndpoint, quietly } from '@/lib/http-client';
import type { Language } from '@/locales';

/**
 * Every query of a talent's notifications: one key to refresh when the stream says they changed.
 * A list's texts come in the language it was asked in (`Accept-Language`), so a list's key names
 * that language: switching language reads the list again, in the new one (issue #35).
 */

export const notificationsKey = (talentId: number) => ['notifications', talentId] as const;

export const unreadCountQuery = (talentId: number) =>
  queryOptions({
    queryKey: [...notificationsKey(talentId), 'count'],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(countNotifications, { params: { id: talentId } }, { signal, claim: quietly })).data
        .unread_count,
  });

export const overlayQuery = (talentId: number, language: Language) =>
  queryOptions({
    queryKey: [...notificationsKey(talentId), 'overlay', language],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getNotificationOverlay, { params: { id: talentId } }, { signal, claim: quietly }))
        .data,
  });
