import type { Notification } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { isTalentLogin, useStoredAuth } from '@/lib/auth-storage';
import { useLanguage } from '@/lib/i18n';
import { overlayQuery, unreadCountQuery } from '../api/notification-queries';
import { useLiveNotifications } from './use-live-notifications';

export interface BellNotification {
  id: number;
  message: string;
  read: boolean;
  createdAt: string;
  url: string | null;
}

const bellItemOf = (notification: Notification): BellNotification => ({
  id: notification.id,
  message: notification.text,
  read: notification.is_read,
  createdAt: notification.created_at,
  url: notification.url_action,
});

/**
 * The header bell's unread count and overlay for the signed-in talent, kept live by the stream;
 * nothing for a guest.
 */
export function useBellNotifications() {
  const auth = useStoredAuth();
  const talentId = auth !== null && isTalentLogin(auth) ? auth.id : null;
  useLiveNotifications(talentId);
  const count = useQuery({ ...unreadCountQuery(talentId ?? 0), enabled: talentId !== null });
  // Its texts in the language on screen: the key names it, so a switch reads them again.
  const overlay = useQuery({ ...overlayQuery(talentId ?? 0, useLanguage()), enabled: talentId !== null });
  return {
    unreadCount: count.data ?? 0,
    items: (overlay.data ?? []).map(bellItemOf),
  };
}
