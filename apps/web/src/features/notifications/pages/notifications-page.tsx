import { Container } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/lib/i18n';
import { NotificationList } from '../components/notification-list';

/** The full list of notifications: where the bell leads on screens 992 px wide or less. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={t('page.title')} />
      <NotificationList />
    </Container>
  );
}
