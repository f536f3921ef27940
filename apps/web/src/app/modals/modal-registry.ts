import type { ComponentType, LazyExoticComponent } from 'react';
import type { ModalRequest } from '@/lib/modal-manager';

export interface ModalContentProps {
  request: ModalRequest;
  /** Back to the modal this one was opened from; closes when there is none. */
  back: () => void;
  close: () => void;
  canGoBack: boolean;
}

export interface ModalDefinition {
  /** The modal's heading, from the feature's catalogue. */
  title: (request: ModalRequest) => string;
  Content: ComponentType<ModalContentProps> | LazyExoticComponent<ComponentType<ModalContentProps>>;
}

/**
 * What each global modal shows, by name (see `modalNames`). Features add their modals here, loaded
 * lazily: e.g. `[modalNames.uploadCv]: { title: …, Content: lazy(() => import('@/features/profile/…')) }`.
 */
export const modalRegistry: Readonly<Record<string, ModalDefinition>> = {};
