import { createElement, type ComponentChildren } from 'preact';
import compat from 'preact/compat';

export * from 'preact/compat';
export default compat;

export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, () => {}];
}
