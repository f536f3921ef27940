import { type ComponentType, type LazyExoticComponent, type ReactNode, useSyncExternalStore } from 'react';

/** Global modals the spec names (section 2); features register what each one shows. */
export const modalNames = {
  education: 'talent_education',
  uploadCv: 'talent_upload_cv',
  notification: 'talent_notification',
  assessment: 'talent_assessment',
  contestSurvey: 'contest_survey',
  contestSurveySuccess: 'contest_survey_success',
  /** The activity transaction modals, told apart by `id` (1, 2, 3, 4, 98, 99). */
  activity: 'activity_transaction',
} as const;

export interface ModalRequest {
  name: string;
  /** Which one of a family of modals (activity modal ids). */
  id?: number;
  /** The hiring process (role-talent) the modal is about. */
  roleTalentId?: number;
}

/** What a registered modal's content is given: its request and the ways out. */
export interface ModalContentProps {
  request: ModalRequest;
  /** Back to the modal this one was opened from; closes when there is none. */
  back: () => void;
  close: () => void;
  canGoBack: boolean;
}

/** A global modal as a feature registers it: its heading and its content. */
export interface ModalDefinition {
  /** The modal's heading, from the feature's catalogue (a lazy piece when it depends on loaded data). */
  title: (request: ModalRequest) => ReactNode;
  Content: ComponentType<ModalContentProps> | LazyExoticComponent<ComponentType<ModalContentProps>>;
}

export const defaultModalWidth = 600;
const modalWidths: Record<string, number> = { [modalNames.contestSurvey]: 774 };

export function modalWidth(name: string): number {
  return modalWidths[name] ?? defaultModalWidth;
}

type Listener = () => void;

/**
 * The open modals as a stack: opening one from another keeps the way back, going back shows the
 * previous one, closing all empties it (every route change does).
 */
export function createModalStore() {
  let stack: readonly ModalRequest[] = [];
  /** Asked for by a page that is leaving: opens on the next page, once the route change closed the rest. */
  let onNextPage: ModalRequest | null = null;
  const listeners = new Set<Listener>();
  const set = (next: readonly ModalRequest[]) => {
    stack = next;
    for (const listener of listeners) listener();
  };
  return {
    getStack: () => stack,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    open(name: string, options: Omit<ModalRequest, 'name'> = {}) {
      set([...stack, { name, ...options }]);
    },
    back() {
      set(stack.slice(0, -1));
    },
    closeAll() {
      if (stack.length > 0) set([]);
    },
    /** Opens `name` on the page the app goes to next (a save that returns to the profile thanks there). */
    openOnNextPage(name: string, options: Omit<ModalRequest, 'name'> = {}) {
      onNextPage = { name, ...options };
    },
    /** What every route change does: close the open modals, then open the one asked for this page. */
    changePage() {
      const next = onNextPage;
      onNextPage = null;
      if (next) set([next]);
      else if (stack.length > 0) set([]);
    },
  };
}

export type ModalStore = ReturnType<typeof createModalStore>;

export const modalStore = createModalStore();

export const openModal = modalStore.open;
export const goBackModal = modalStore.back;
export const closeAllModals = modalStore.closeAll;
export const openModalOnNextPage = modalStore.openOnNextPage;
export const changeModalPage = modalStore.changePage;

/** No dialog is open in a page the server renders (decision 0149). */
const none: readonly ModalRequest[] = [];
const noDialogs = () => none;

export function useModalManager(store: ModalStore = modalStore) {
  const stack = useSyncExternalStore(store.subscribe, store.getStack, noDialogs);
  return {
    current: stack.at(-1) ?? null,
    canGoBack: stack.length > 1,
    open: store.open,
    back: store.back,
    closeAll: store.closeAll,
  };
}
