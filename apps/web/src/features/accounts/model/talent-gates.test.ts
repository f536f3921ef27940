import { describe, expect, it } from 'vitest';
import type { StoredAuth } from '@/lib/auth-storage';
import { accountGates, createPasswordGate, onboardingGate } from './talent-gates';

const talent = (onboarded: StoredAuth['onboarded']): StoredAuth => ({
  id: 5,
  type: 'talent',
  token: 't',
  onboarded,
});

/**
 * As the talent guard applies the gates: the first one that sends the talent elsewhere wins; one
 * that wants the page they are already on lets the next ones speak.
 */
function gated(auth: StoredAuth, pathname: string): string | null {
  for (const gate of accountGates) {
    const to = gate(auth, pathname);
    if (to !== null && to !== pathname) return to;
  }
  return null;
}

describe('accounts gates of the talent pages (spec section 4)', () => {
  it('forces /talent/create-password while password_created is false', () => {
    const auth = talent({ status: true, last_page: 3, password_created: false });
    expect(createPasswordGate(auth, '/talent/interviews')).toBe('/talent/create-password');
    expect(gated(auth, '/talent/settings')).toBe('/talent/create-password');
  });

  it('lets a talent with a password through', () => {
    expect(
      createPasswordGate(talent({ status: true, last_page: 3, password_created: true }), '/x'),
    ).toBeNull();
    expect(createPasswordGate(talent({ status: true, last_page: 3 }), '/x')).toBeNull();
  });

  it('sends an unonboarded talent to the step after the last completed page, or step 1', () => {
    expect(onboardingGate(talent({ status: false, last_page: 1 }), '/talent/interviews')).toBe(
      '/talent/onboarding/2',
    );
    expect(onboardingGate(talent({ status: false, last_page: 0 }), '/talent/job/4')).toBe(
      '/talent/onboarding/1',
    );
  });

  it('keeps an unonboarded talent on their step and lets them go back, not ahead', () => {
    const auth = talent({ status: false, last_page: 2 });
    expect(onboardingGate(auth, '/talent/onboarding/3')).toBeNull();
    expect(onboardingGate(auth, '/talent/onboarding/1')).toBeNull();
    expect(onboardingGate(auth, '/talent/onboarding/4')).toBe('/talent/onboarding/3');
  });

  it('leaves an onboarded talent alone', () => {
    expect(
      gated(talent({ status: true, last_page: 3, password_created: true }), '/talent/interviews'),
    ).toBeNull();
  });

  it('asks for the password before onboarding, and keeps the talent on that page meanwhile', () => {
    const auth = talent({ status: false, last_page: 0, password_created: false });
    expect(gated(auth, '/talent/onboarding/1')).toBe('/talent/create-password');
    expect(gated(auth, '/talent/create-password')).toBeNull();
  });
});
