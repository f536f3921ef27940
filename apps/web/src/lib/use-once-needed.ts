import { useState } from 'react';

/**
 * True from the first render in which `needed` is, and from then on: a part loaded lazily on first
 * use stays mounted afterwards, so it can play its closing transition and open again at once.
 */
export function useOnceNeeded(needed: boolean): boolean {
  const [neededBefore, setNeededBefore] = useState(needed);
  if (needed && !neededBefore) setNeededBefore(true);
  return needed || neededBefore;
}
