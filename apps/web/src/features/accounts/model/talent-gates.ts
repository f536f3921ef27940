import type { StoredAuth } from '@/lib/auth-storage';
import { paths } from '@/lib/paths';
import { nextOnboardingStep } from './login-outcome';

/** The path to send a signed-in talent to, or null to let them through (the guards' gate shape). */
export type AccountGate = (auth: StoredAuth, pathname: string) => string | null;

const onboardingStepPath = /^\/talent\/onboarding\/(\d+)\/?$/;

/** A talent made without a password (by staff, or through a professional network) creates one first. */
export const createPasswordGate: AccountGate = (auth) =>
  auth.onboarded.password_created === false ? paths.createPassword : null;

/**
 * An unonboarded talent stays in onboarding, at the step after the last completed page; earlier
 * steps stay open so they can go back and change an answer.
 */
export const onboardingGate: AccountGate = (auth, pathname) => {
  // Onboarding waits for the password: the guard tries every gate that lets the current page through.
  if (auth.onboarded.status || auth.onboarded.password_created === false) return null;
  const next = nextOnboardingStep(auth.onboarded.last_page);
  const step = Number(onboardingStepPath.exec(pathname)?.[1] ?? Number.NaN);
  return step >= 1 && step <= next ? null : paths.onboardingStep(next);
};

/** In the order they apply. */
export const accountGates: readonly AccountGate[] = [createPasswordGate, onboardingGate];
