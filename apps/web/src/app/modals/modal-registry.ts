import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { assessmentModals } from '@/features/assessments';
import { activityModal } from '@/features/hiring';
import { type ModalRequest, modalNames } from '@/lib/modal-manager';

export interface ModalContentProps {
  request: ModalRequest;
  /** Back to the modal this one was opened from; closes when there is none. */
  back: () => void;
  close: () => void;
  canGoBack: boolean;
}

export interface ModalDefinition {
  /** The modal's heading, from the feature's catalogue (a lazy piece when it depends on loaded data). */
  title: (request: ModalRequest) => ReactNode;
  Content: ComponentType<ModalContentProps> | LazyExoticComponent<ComponentType<ModalContentProps>>;
}

/**
 * What each global modal shows, by name (see `modalNames`). Features add their modals here, loaded
 * lazily: e.g. `[modalNames.uploadCv]: { title: …, Content: lazy(() => import('@/features/profile/…')) }`.
 */
export const modalRegistry: Readonly<Record<string, ModalDefinition>> = {
  ...assessmentModals,
  [modalNames.activity]: activityModal,
};
