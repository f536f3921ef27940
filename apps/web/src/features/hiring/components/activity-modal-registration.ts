import { lazyModal } from '@/lib/lazy-modal';

/**
 * The activity modals as the shell's modal registry takes them, loaded with the hiring texts and
 * those of the offer's take-home pay.
 */
export const activityModal = lazyModal(async () => {
  const { ActivityModal, ActivityModalTitle } = await import('./activity-modal');
  return { Title: ActivityModalTitle, Content: ActivityModal };
}, ['hiring', 'takeHomePay']);
