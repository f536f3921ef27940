import {
  getNotificationPreferences,
  type NotificationPreferences,
  saveNotificationPreferences,
} from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

export const notificationPreferencesQuery = (talentId: number) =>
  queryOptions({
    queryKey: ['notification-preferences', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getNotificationPreferences, { params: { id: talentId } }, { signal })).data,
  });

/** Saves the choices; the answer (what the server now holds) replaces the cached ones. */
export function useSaveNotificationPreferences(talentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      queryEndpoint(saveNotificationPreferences, { params: { id: talentId }, body: preferences }),
    onSuccess: (answer) =>
      queryClient.setQueryData(notificationPreferencesQuery(talentId).queryKey, answer.data),
  });
}
