import { useEffect, useState } from 'react';

export interface Slices {
  /** Items rendered with the first render. */
  first: number;
  /** Items added in each task after it. */
  step: number;
}

/**
 * How many of a list's `total` items to render now: `slices.first` at once, then `slices.step` more in
 * each following task until all are in. A list of heavy cards mounted in one update blocks input for
 * its whole render, and every query that settles later renders it again; in slices the browser paints
 * and answers input between them (decision 0106). What is revealed
 * stays revealed: a list that changes renders at once, and one that grows gets its new items in slices.
 */
export function useRevealInSlices(total: number, slices: Slices): number {
  const [revealed, setRevealed] = useState(slices.first);
  useEffect(() => {
    if (revealed >= total) return;
    const nextSlice = setTimeout(() => setRevealed(revealed + slices.step), 0);
    return () => clearTimeout(nextSlice);
  }, [revealed, total, slices.step]);
  return Math.min(total, revealed);
}
