import { Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPagination } from '@/components/ui/list-pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { formatHistoryDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { notificationPageQuery, notificationPageSize, useMarkRead } from '../api/notification-page';
import { unreadCountQuery } from '../api/notification-queries';

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

/**
 * Every notification of the talent, newest first, a page at a time, with Mark all as read: the
 * page's content on narrow screens and the modal's on wide ones (spec section 2). `onLeave` runs
 * before a notification's link is followed (the modal closes).
 */
export function NotificationList({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation('notifications');
  const talentId = useStoredAuth()?.id ?? 0;
  const [page, setPage] = useState(1);
  const list = useQuery(notificationPageQuery(talentId, page));
  const { markRead, open } = useOpenNotification(talentId, onLeave);
  // Unread ones may sit on other pages than the one shown.
  const hasUnread = (useQuery(unreadCountQuery(talentId)).data ?? 0) > 0;

  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button
          variant="light"
          onClick={() => markRead.mutate('all')}
          disabled={!hasUnread}
          loading={markRead.isPending}
        >
          {t('page.markAllRead')}
        </Button>
      </Group>
      {list.isPending ? (
        <ListSkeleton rows={4} label={t('page.title')} />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('page.emptyTitle')}>{t('page.emptyText')}</EmptyState>
      ) : (
        <Stack gap="sm">
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('page.title')}
          >
            {list.data.items.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                onOpen={() => open(notification)}
                onMarkRead={() => markRead.mutate([notification.id])}
              />
            ))}
          </Stack>
          <ListPagination
            total={Math.ceil(list.data.total / notificationPageSize)}
            value={page}
            onChange={setPage}
          />
        </Stack>
      )}
    </>
  );
}
