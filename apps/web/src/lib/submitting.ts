import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 4: the submitting flag resets 500 ms after the action settles. */
export const submittingResetMs = 500;

/**
 * A form's submitting flag that stays up for `submittingResetMs` after the action settles, so a
 * second press right after a failure cannot send it again before the person has seen the answer.
 */
export function useSubmittingFlag() {
  const [submitting, setSubmitting] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);
  const run = useCallback(async (action: () => Promise<void>) => {
    clearTimeout(reset.current);
    setSubmitting(true);
    try {
      await action();
    } finally {
      reset.current = setTimeout(() => setSubmitting(false), submittingResetMs);
    }
  }, []);
  return { submitting, run };
}
