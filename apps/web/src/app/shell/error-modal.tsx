import { lazy } from 'react';
import { useErrorModal } from '@/lib/error-modal';
import { WhenFirstNeeded } from '@/lib/once-needed';

const ErrorDialog = lazy(async () => ({ default: (await import('./error-dialog')).ErrorDialog }));

/**
 * The global error modal (spec section 8), loaded with the first error: a modal's focus trap,
 * scroll lock and transitions are no part of a page that has none to show.
 */
export function ErrorModal() {
  return (
    <WhenFirstNeeded needed={useErrorModal() !== null}>
      <ErrorDialog />
    </WhenFirstNeeded>
  );
}
