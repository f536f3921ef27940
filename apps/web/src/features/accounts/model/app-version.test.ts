import { describe, expect, it } from 'vitest';
import { checkAppVersion } from './app-version';

describe('version guard (spec section 4)', () => {
  it('starts a signed-in browser clean when it last ran another version', () => {
    expect(checkAppVersion({ signedIn: true, storedVersion: '1.4.0', runningVersion: '1.5.0' })).toBe(
      'start-clean',
    );
  });

  it('continues on the same version', () => {
    expect(checkAppVersion({ signedIn: true, storedVersion: '1.5.0', runningVersion: '1.5.0' })).toBe(
      'continue',
    );
  });

  it('only remembers the version for a guest or a browser that stored none yet', () => {
    expect(checkAppVersion({ signedIn: false, storedVersion: '1.4.0', runningVersion: '1.5.0' })).toBe(
      'remember',
    );
    expect(checkAppVersion({ signedIn: true, storedVersion: null, runningVersion: '1.5.0' })).toBe(
      'remember',
    );
  });
});
