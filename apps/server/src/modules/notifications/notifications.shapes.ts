import {
  type AccountLanguage,
  messageIn,
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

/**
 * A stored notification as its reader sees it: its text is stored in the contract's English
 * (`notificationTexts`) and read in the reader's language, found the way its mail finds it
 * (issue #35); a text the contract does not hold (staff's own words) stays as written.
 */
export function notificationOf(row: NotificationRow, language: AccountLanguage = 'en'): Notification {
  return {
    id: row.id,
    user_id: row.userId,
    type: typeOf(row.type),
    text: messageIn(language, row.text),
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
