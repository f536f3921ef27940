import { Paper } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import classes from './header-popover.module.css';

/** What the popover hands its trigger button. */
export interface HeaderPopoverTarget {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
}

interface HeaderPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  width: number;
  /** The id of the panel's heading, which names it for screen readers. */
  labelledBy: string;
  target: (target: HeaderPopoverTarget) => ReactNode;
  padding?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A panel under a header button (the bell, the profile menu): it opens with its first item focused,
 * and closes with Escape (focus back on the button), a click elsewhere, or Tab past its end.
 */
export function HeaderPopover({
  opened,
  onChange,
  width,
  labelledBy,
  target,
  padding = 'sm',
  children,
}: HeaderPopoverProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    const root = rootRef.current;
    if (!opened || root === null) return;
    panelRef.current?.querySelector<HTMLElement>(focusable)?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) onChange(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onChange(false);
      triggerRef.current?.focus();
    };
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) onChange(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    root.addEventListener('keydown', closeOnEscape);
    root.addEventListener('focusout', closeWhenFocusLeaves);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      root.removeEventListener('keydown', closeOnEscape);
      root.removeEventListener('focusout', closeWhenFocusLeaves);
    };
  }, [opened, onChange]);

  return (
    <div ref={rootRef} className={classes.root}>
      {target({
        ref: triggerRef,
        'aria-expanded': opened,
        'aria-controls': panelId,
        onClick: () => onChange(!opened),
      })}
      {opened && (
        <Paper
          ref={panelRef}
          id={panelId}
          // Focusable itself, so a click on its text keeps focus inside and the panel open.
          tabIndex={-1}
          role="dialog"
          aria-labelledby={labelledBy}
          withBorder
          shadow="md"
          radius="md"
          p={padding}
          w={width}
          className={classes.panel}
        >
          {children}
        </Paper>
      )}
    </div>
  );
}
