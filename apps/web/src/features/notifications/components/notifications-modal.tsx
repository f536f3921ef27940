import { useTranslation } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modal-manager';
import { NotificationList } from './notification-list';

/** The talent_notification global modal: the full list View All opens wider than 992 px (spec section 2). */
export function NotificationsModalTitle() {
  const { t } = useTranslation('notifications');
  return t('page.title');
}

export function NotificationsModal({ close }: ModalContentProps) {
  return <NotificationList onLeave={close} />;
}
