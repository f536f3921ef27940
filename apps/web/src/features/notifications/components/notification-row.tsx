import { Button, Card, Group, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@talent/contract';
import { useNavigate } from 'react-router';
import { formatHistoryDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useMarkRead } from '../api/notification-page';

/**
 * One notification in a list, and what opening it does. Its own module so the dashboard's few
 * notifications load without the full list's pagination.
 */
export function NotificationRow({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Card padding="md" withBorder bg={notification.is_read ? undefined : 'blue.0'} component="li">
      {/* Wraps on a narrow screen, so the button keeps its whole name in sight (WCAG 1.4.10). */}
      <Group justify="space-between" wrap="wrap" align="flex-start" gap="sm">
        <UnstyledButton onClick={onOpen} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Text fw={notification.is_read ? 400 : 600}>{notification.text}</Text>
          <Text size="xs" c="dimmed">
            {formatHistoryDate(notification.created_at)}
            {notification.is_read ? '' : ` · ${t('page.unread')}`}
          </Text>
        </UnstyledButton>
        {!notification.is_read && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onMarkRead}
            aria-label={t('page.markReadOf', { text: notification.text })}
          >
            {t('page.markRead')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** Opening a notification marks it read and follows its link; `onLeave` runs before it is followed. */
export function useOpenNotification(talentId: number, onLeave?: () => void) {
  const markRead = useMarkRead(talentId);
  const navigate = useNavigate();
  const open = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate([notification.id]);
    if (notification.url_action) {
      onLeave?.();
      void navigate(notification.url_action);
    }
  };
  return { markRead, open };
}
