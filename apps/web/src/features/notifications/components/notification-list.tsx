import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPagination } from '@/components/ui/list-pagination';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notificationPageQuery, notificationPageSize } from '../api/notification-page';
import { unreadCountQuery } from '../api/notification-queries';
import { NotificationRow, useOpenNotification } from './notification-row';

/**
 * Every notification of the talent, newest first, a page at a time, with Mark all as read: the
 * page's content on narrow screens and the modal's on wide ones (spec section 2). `onLeave` runs
 * before a notification's link is followed (the modal closes).
 */
export function NotificationList({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation('notifications');
  const talentId = useStoredAuth()?.id ?? 0;
  const [page, setPage] = useState(1);
  const list = useQuery(notificationPageQuery(talentId, page, useLanguage()));
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
        <EmptyState illustration="notifications" title={t('page.emptyTitle')}>
          {t('page.emptyText')}
        </EmptyState>
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
