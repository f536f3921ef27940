import { lazy } from 'react';
import { type ModalDefinition, useModalManager } from '@/lib/modal-manager';
import { WhenFirstNeeded } from '@/lib/once-needed';

const GlobalModalDialog = lazy(async () => ({
  default: (await import('./global-modal-dialog')).GlobalModalDialog,
}));

/**
 * The global modals, loaded when the first one opens: most pages never open one, and the modal
 * frame is several kB of every first load.
 */
export function GlobalModals({ registry }: { registry?: Readonly<Record<string, ModalDefinition>> }) {
  return (
    <WhenFirstNeeded needed={useModalManager().current !== null}>
      <GlobalModalDialog registry={registry} />
    </WhenFirstNeeded>
  );
}
