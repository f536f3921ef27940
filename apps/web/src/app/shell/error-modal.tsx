import { lazy, Suspense } from 'react';
import { useErrorModal } from '@/lib/error-modal';
import { useOnceNeeded } from '@/lib/use-once-needed';

const ErrorDialog = lazy(async () => ({ default: (await import('./error-dialog')).ErrorDialog }));

/**
 * The global error modal (spec section 8), loaded with the first error: a modal's focus trap,
 * scroll lock and transitions are no part of a page that has none to show.
 */
export function ErrorModal() {
  const needed = useOnceNeeded(useErrorModal() !== null);
  return needed ? (
    <Suspense fallback={null}>
      <ErrorDialog />
    </Suspense>
  ) : null;
}
