/**
 * What the app's libraries import as `react`, served by Preact (decision 0104): preact/compat, the
 * two React 19 exports it lacks (each only in paths this app does not take), and React's effect timing.
 */
import { type ComponentChildren, createElement, options } from 'preact';
import compat from 'preact/compat';

// @ts-expect-error preact/compat types itself as `export =` (React's shape); at runtime it is an ES module
export * from 'preact/compat';
export default compat;

// Preact runs effects a frame after their render; React runs those of an input's render before the
// next input is handled, and libraries count on it. A keystroke that came before the previous one's
// effects ran had them run late, with the previous value, and the money field (react-number-format
// under Mantine's NumberInput) swung between the two for ever, freezing the page. Effects now run as
// soon as their render is committed.
options.requestAnimationFrame = (runEffects) => queueMicrotask(runEffects);

/**
 * Mantine renders `Activity` only for `keepMounted` (Collapse, Transition, Tabs, Stepper), which no
 * page sets. Should one, hidden content stays mounted and out of sight, as React's does, though
 * without pausing its effects.
 */
export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/**
 * React Router's provider calls it on every render, but sets optimistic state only for routers made
 * with `useTransitions`, which the app's are not; Preact has no transitions to be optimistic within.
 */
export function useOptimistic<State>(state: State): [State, (action: unknown) => void] {
  return [state, () => {}];
}
