import { lazyModal } from '@/lib/lazy-modal';
import { modalNames } from '@/lib/modal-manager';

/** The notifications' global modal by name, loaded with its texts on the first View All. */
export const notificationModals = {
  [modalNames.notification]: lazyModal(async () => {
    const { NotificationsModal, NotificationsModalTitle } = await import('./components/notifications-modal');
    return { Title: NotificationsModalTitle, Content: NotificationsModal };
  }, ['notifications']),
};
