import { lazy, Suspense } from 'react';
import { type ModalDefinition, useModalManager } from '@/lib/modal-manager';
import { useOnceNeeded } from '@/lib/use-once-needed';

const GlobalModalDialog = lazy(async () => ({
  default: (await import('./global-modal-dialog')).GlobalModalDialog,
}));

/**
 * The global modals, loaded when the first one opens: most pages never open one, and the modal
 * frame is several kB of every first load.
 */
export function GlobalModals({ registry }: { registry?: Readonly<Record<string, ModalDefinition>> }) {
  const needed = useOnceNeeded(useModalManager().current !== null);
  return needed ? (
    <Suspense fallback={null}>
      <GlobalModalDialog registry={registry} />
    </Suspense>
  ) : null;
}
