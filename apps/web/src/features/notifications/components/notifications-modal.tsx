import { Modal } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { NotificationList } from './notification-list';

/** The full list in a modal: what View All opens on screens wider than 992 px (spec section 2). */
export function NotificationsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Modal opened={opened} onClose={onClose} title={t('page.title')} size="lg">
      <NotificationList onLeave={onClose} />
    </Modal>
  );
}
