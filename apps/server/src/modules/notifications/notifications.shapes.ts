import {
  type Notification,
  type NotificationPreferences,
  type NotificationType,
  notificationTypes,
} from '@talent/contract';
import type { NotificationRow } from './notifications.repository.ts';

/** A stored type the contract no longer knows is shown as a system notice rather than dropped. */
function typeOf(stored: string): NotificationType {
  return (notificationTypes as readonly string[]).includes(stored) ? (stored as NotificationType) : 'system';
}

export function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id,
    user_id: row.userId,
    type: typeOf(row.type),
    text: row.text,
    url_action: row.urlAction,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every type sends an email unless the talent turned it off. */
export function preferencesOf(emailByType: Record<string, boolean>): NotificationPreferences {
  return Object.fromEntries(
    notificationTypes.map((type) => [type, emailByType[type] ?? true]),
  ) as NotificationPreferences;
}
