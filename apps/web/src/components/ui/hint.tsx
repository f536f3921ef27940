import type { ReactNode } from 'react';
import classes from './hint.module.css';

/**
 * The words of an icon button, shown above it on hover and keyboard focus. CSS draws it, so a card
 * that has one brings no positioning library into a page's first load; the button inside must
 * carry the same words as its accessible name.
 */
export function Hint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={classes.hint} data-hint={label}>
      {children}
    </span>
  );
}
