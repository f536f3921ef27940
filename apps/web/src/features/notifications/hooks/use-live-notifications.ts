import { notificationStream } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTalentEventStream } from '@/lib/talent-event-stream';
import { notificationsKey } from '../api/notification-queries';

/** Keeps the talent's notifications live: each event on their stream refreshes the notification queries. */
export function useLiveNotifications(talentId: number | null): void {
  const queryClient = useQueryClient();
  useTalentEventStream(notificationStream, talentId, () => {
    if (talentId !== null) void queryClient.invalidateQueries({ queryKey: notificationsKey(talentId) });
  });
}
