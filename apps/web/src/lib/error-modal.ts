import { useSyncExternalStore } from 'react';

/**
 * The global error modal (spec section 8): it opens when an error is set and forgets it when
 * closed, so the same error set again opens it again.
 */
type Listener = () => void;

let current: { data: unknown } | null = null;
const listeners = new Set<Listener>();

function set(next: { data: unknown } | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function showErrorModal(data: unknown): void {
  set({ data });
}

export function clearErrorModal(): void {
  set(null);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A page the server renders (decision 0149) shows no error yet. */
const noError = () => null;

export function useErrorModal(): { data: unknown } | null {
  return useSyncExternalStore(subscribe, () => current, noError);
}

/** What the modal shows: the `error` of the data, or the word 'error', written as JSON. */
export function errorModalText(data: unknown): string {
  const error =
    typeof data === 'object' && data !== null && 'error' in data && (data as { error: unknown }).error != null
      ? (data as { error: unknown }).error
      : 'error';
  return JSON.stringify(error);
}
