import { useBellNotifications } from '@/features/notifications';

/** A notification as the header's overlay shows it. */
export interface NotificationPreview {
  id: number | string;
  message: string;
  read: boolean;
  createdAt?: string;
  /** Where the notification leads (`url_action`). */
  url?: string | null;
}

export interface ShellNotifications {
  unreadCount: number;
  /** The newest first; the overlay shows at most `overlayLimit`. */
  items: readonly NotificationPreview[];
}

/** Spec section 9: the overlay shows at most 10 notifications. */
export const overlayLimit = 10;

/**
 * The bell's data: the notifications feature's count and overlay queries (GET v2 {id}/count and
 * overlay/{id}), refreshed live by its event stream.
 */
export function useShellNotifications(): ShellNotifications {
  return useBellNotifications();
}
