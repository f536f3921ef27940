import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { modalNames, openModal } from '@/lib/modal-manager';
import { paths } from '@/lib/paths';
import { narrowScreenQuery } from '@/lib/screens';
import { dashboardNotificationsQuery } from '../api/dashboard-notifications';
import { NotificationRow, useOpenNotification } from './notification-row';

/**
 * The dashboard's notifications piece (spec section 2), from GET /talent/dashboard/{id}/notifications:
 * the newest few, each opening where it leads, and View All for the rest (the page on narrow
 * screens, the talent_notification modal on wide ones, as the bell does).
 */
export function DashboardNotificationsSection() {
  const { t } = useTranslation('notifications');
  const talentId = useStoredAuth()?.id ?? 0;
  const list = useQuery(dashboardNotificationsQuery(talentId, useLanguage()));
  const { markRead, open } = useOpenNotification(talentId);
  const narrow = useMediaQuery(narrowScreenQuery);

  return (
    <Card padding="lg" component="section" aria-labelledby="dashboard-notifications-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="dashboard-notifications-title">
            {t('page.title')}
          </Title>
          <Anchor
            component={Link}
            to={paths.notifications}
            onClick={(event) => {
              if (narrow) return;
              event.preventDefault();
              openModal(modalNames.notification);
            }}
            size="sm"
            fw={600}
          >
            {t('dashboard.viewAll')}
          </Anchor>
        </Group>
        {list.isPending ? (
          <ListSkeleton rows={2} label={t('page.title')} />
        ) : list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('page.emptyTitle')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.items.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                onOpen={() => open(notification)}
                onMarkRead={() => markRead.mutate([notification.id])}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
