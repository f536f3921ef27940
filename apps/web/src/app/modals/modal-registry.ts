import { assessmentModals } from '@/features/assessments';
import { activityModal } from '@/features/hiring';
import { notificationModals } from '@/features/notifications';
import { profileModals } from '@/features/profile';
import { type ModalDefinition, modalNames } from '@/lib/modal-manager';

/**
 * What each global modal shows, by name (see `modalNames`). Features add their modals here, loaded
 * lazily (`lazyModal` in lib), so no page's first load carries them.
 */
export const modalRegistry: Readonly<Record<string, ModalDefinition>> = {
  ...assessmentModals,
  ...profileModals,
  ...notificationModals,
  [modalNames.activity]: activityModal,
};
