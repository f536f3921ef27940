/**
 * The version guard (spec section 4): a signed-in browser that last ran another version of the app
 * starts clean, because what it stored may no longer fit the running code.
 */
export type VersionCheck = 'continue' | 'remember' | 'start-clean';

export function checkAppVersion(input: {
  signedIn: boolean;
  storedVersion: string | null;
  runningVersion: string;
}): VersionCheck {
  if (input.storedVersion === input.runningVersion) return 'continue';
  // Nothing stored yet: a session from before the guard existed, or a first visit. Nothing to undo.
  if (input.storedVersion === null || !input.signedIn) return 'remember';
  return 'start-clean';
}
