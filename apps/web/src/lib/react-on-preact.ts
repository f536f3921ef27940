/**
 * What the app's libraries import as `react`, served by Preact (decision 0104): preact/compat, the
 * two React 19 exports it lacks (each only in paths this app does not take), and React's effect timing.
 */
import { type ComponentChildren, createElement, options } from 'preact';
import compat from 'preact/compat';

// @ts-expect-error preact/compat types itself as `export =` (React's shape); at runtime it is an ES module
export * from 'preact/compat';
export default compat;

// React runs an update's effects after the browser has painted it, but before it handles the next
// input, and libraries count on the second. Preact waits for the paint alone: a keystroke that came
// before the previous one's effects ran had them run late, with the previous value, and the money
// field (react-number-format under Mantine's NumberInput) swung between the two for ever, freezing the
// page. So effects wait for the paint, as both do, unless an input comes first: then they run before
// it, as React's do. Running them at once instead would put every render and its effects (the
// queries they start) into one task, and hold back the paint until both are done.
let runPendingEffects: (() => void) | undefined;

function flushPendingEffects() {
  const run = runPendingEffects;
  runPendingEffects = undefined;
  run?.();
}

options.requestAnimationFrame = (runEffects) => {
  runPendingEffects = runEffects;
  // After the next frame, in a task of their own; the timeout covers a hidden tab, which has no frames.
  const afterPaint = () => {
    clearTimeout(hiddenTab);
    cancelAnimationFrame(frame);
    setTimeout(flushPendingEffects);
  };
  const hiddenTab = setTimeout(afterPaint, 35);
  const frame = requestAnimationFrame(afterPaint);
};

/** The inputs React handles as discrete events, before which it runs the effects still pending. */
const discreteInputs = [
  'keydown',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'compositionstart',
  'compositionend',
  'paste',
  'cut',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'touchstart',
  'touchend',
  'focusin',
  'focusout',
  'submit',
  'dragstart',
  'drop',
];
// Optional: the build reads the route table, and this with it, in Node, which has no window.
for (const type of discreteInputs)
  globalThis.addEventListener?.(type, flushPendingEffects, { capture: true });

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
