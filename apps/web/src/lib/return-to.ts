/**
 * Where a guest was when an action asked them to sign in (a job page, ready to apply): kept in the
 * browser through registering, verifying the email and onboarding, so the first signed-in page is
 * that one rather than the dashboard. The page it leads to forgets it once there.
 */
const returnToKey = 'returnTo';
/** A return older than a day is forgotten: the guest has moved on. */
const keptForMs = 24 * 60 * 60 * 1000;

/**
 * The login page's query that carries a return (`/login?returnTo=…`): what a guest's Apply sends
 * when it is pressed before the page's script runs, so the way back is not lost.
 */
export const returnToQuery = 'returnTo';

/**
 * `path` as a path of this site, or null. A return can come from an address anyone can write, so
 * it is read as the browser would read it: `/\evil.example` leads off the site as `//` does.
 */
export function sameSitePath(path: string): string | null {
  if (!path.startsWith('/')) return null;
  const here = window.location.origin;
  const read = new URL(path, here);
  return read.origin === here ? `${read.pathname}${read.search}${read.hash}` : null;
}

export function rememberReturnTo(path: string): void {
  const kept = sameSitePath(path);
  if (kept !== null) window.localStorage.setItem(returnToKey, JSON.stringify({ path: kept, at: Date.now() }));
}

/** The path to return to, or null; only a path of this site (`/talent/job/5?action=apply`). */
export function readReturnTo(): string | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(returnToKey) ?? 'null') as {
      path?: unknown;
      at?: unknown;
    } | null;
    if (typeof kept?.path !== 'string' || typeof kept.at !== 'number') return null;
    const path = sameSitePath(kept.path);
    return path !== null && Date.now() - kept.at < keptForMs ? path : null;
  } catch {
    return null;
  }
}

export function forgetReturnTo(): void {
  window.localStorage.removeItem(returnToKey);
}
