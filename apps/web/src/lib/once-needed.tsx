import { type ReactNode, Suspense, useState } from 'react';

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
 * A lazily loaded part (a modal, a drawer), mounted from the first time it is needed and kept
 * (see `useOnceNeeded`); nothing shows while its code loads.
 */
export function WhenFirstNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  return useOnceNeeded(needed) ? <Suspense fallback={null}>{children}</Suspense> : null;
}
