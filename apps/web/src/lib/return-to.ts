/**
 * Where a guest was when an action asked them to sign in (a job page, ready to apply): kept in the
 * browser through registering, verifying the email and onboarding, so the first signed-in page is
 * that one rather than the dashboard. The page it leads to forgets it once there.
 */
const returnToKey = 'returnTo';
/** A return older than a day is forgotten: the guest has moved on. */
const keptForMs = 24 * 60 * 60 * 1000;

export function rememberReturnTo(path: string): void {
  window.localStorage.setItem(returnToKey, JSON.stringify({ path, at: Date.now() }));
}

/** The path to return to, or null; only a path of this site (`/talent/job/5?action=apply`). */
export function readReturnTo(): string | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(returnToKey) ?? 'null') as {
      path?: unknown;
      at?: unknown;
    } | null;
    if (typeof kept?.path !== 'string' || typeof kept.at !== 'number') return null;
    if (!kept.path.startsWith('/') || kept.path.startsWith('//')) return null;
    return Date.now() - kept.at < keptForMs ? kept.path : null;
  } catch {
    return null;
  }
}

export function forgetReturnTo(): void {
  window.localStorage.removeItem(returnToKey);
}
