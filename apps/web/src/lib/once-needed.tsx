import { type ReactNode, Suspense, useLayoutEffect, useRef, useState } from 'react';

/**
 * True from the first render in which `needed` is, and from then on: a part loaded lazily on first
 * use stays mounted afterwards, so it can play its closing transition and open again at once.
 */
export function useOnceNeeded(needed: boolean): boolean {
  const [neededBefore, setNeededBefore] = useState(needed);
  if (needed && !neededBefore) setNeededBefore(true);
  return needed || neededBefore;
}

/**
 * Gives focus back to what opened a lazily mounted dialog when it first closes (WCAG 2.4.3). The
 * dialog mounts already open, so its own focus return never saw the opener; from its second opening
 * on it does, and this hands over to it.
 */
function useFirstCloseReturnsFocus(needed: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const handedOver = useRef(false);
  useLayoutEffect(() => {
    if (handedOver.current) return;
    if (needed) {
      // The dialog's code is still loading, so focus is still where the person opened it from.
      if (opener.current === null && document.activeElement instanceof HTMLElement) {
        opener.current = document.activeElement;
      }
      return;
    }
    const target = opener.current;
    if (target === null) return;
    handedOver.current = true;
    // After the dialog has let go of focus (its trap ends on close), as its own focus return does.
    const timer = setTimeout(() => {
      const focused = document.activeElement;
      const lost = focused === null || focused === document.body || focused.closest('[role=dialog]') !== null;
      if (lost && target.isConnected) target.focus({ preventScroll: true });
    });
    return () => clearTimeout(timer);
  }, [needed]);
}

/**
 * A lazily loaded part (a modal, a drawer), mounted from the first time it is needed and kept
 * (see `useOnceNeeded`); nothing shows while its code loads.
 */
export function WhenFirstNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  useFirstCloseReturnsFocus(needed);
  return useOnceNeeded(needed) ? <Suspense fallback={null}>{children}</Suspense> : null;
}
