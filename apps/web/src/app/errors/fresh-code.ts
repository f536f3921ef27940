/**
 * A page whose code cannot be fetched any more: the app in the tab is older than the server's
 * build (a new release, or a build under way), and the chunk it names is gone. Loading the page
 * afresh brings the current build; that is what a person would do, so the app does it, once.
 */

/** Chromium, Firefox and Safari's words for a failed `import()`, and Vite's for a failed preload. */
const codeLoadFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && codeLoadFailure.test(error.message);
}

const storageKey = 'freshCodeReload';
/** A second failure of the same page within this time is not fixed by loading it again. */
export const freshCodeReloadWindowMs = 60_000;

interface FreshCodeReload {
  page: string;
  at: number;
}

function lastReload(storage: Storage): FreshCodeReload | null {
  try {
    const stored = JSON.parse(storage.getItem(storageKey) ?? 'null') as FreshCodeReload | null;
    return stored && typeof stored.page === 'string' && typeof stored.at === 'number' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Records a fresh load of `page` and says to do it, unless the same page was loaded afresh within
 * the window (its code is missing from the current build too: the error screen shows then).
 */
export function takeFreshCodeReload(page: string, now: number, storage: Storage = window.sessionStorage) {
  const last = lastReload(storage);
  if (last !== null && last.page === page && now - last.at < freshCodeReloadWindowMs) return false;
  storage.setItem(storageKey, JSON.stringify({ page, at: now }));
  return true;
}

let pageLoadingAfresh: string | null = null;

/**
 * Loads `page` afresh from the server when its code failed to load and that has not just been
 * tried; says whether it did. Until the browser leaves, the error screen shows the page loading.
 */
export function loadPageAfresh(error: unknown, page: string): boolean {
  if (!isCodeLoadFailure(error) || !takeFreshCodeReload(page, Date.now())) return false;
  pageLoadingAfresh = page;
  window.location.assign(page);
  return true;
}

export function isPageLoadingAfresh(): boolean {
  return pageLoadingAfresh !== null;
}
