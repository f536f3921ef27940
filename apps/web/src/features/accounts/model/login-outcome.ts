import { paths } from '@/lib/paths';
import { readReturnTo } from '@/lib/return-to';

/** What the login gating reads from a sign-in answer (spec section 4). */
export interface OnboardedFlags {
  status: boolean;
  last_page: number;
  password_created?: boolean;
}

export interface SignInAnswer {
  type: string;
  onboarded: OnboardedFlags;
}

export type LoginOutcome = { kind: 'rejected'; accountType: string } | { kind: 'signed-in'; to: string };

/** Login types arrive as 'talent' or 'Talent'. */
export function isTalentType(type: string): boolean {
  return type.toLowerCase() === 'talent';
}

/** The onboarding step to resume: the one after the last completed page, or the first when none is. */
export function nextOnboardingStep(lastPage: number): number {
  return Number.isInteger(lastPage) && lastPage > 0 ? lastPage + 1 : 1;
}

/**
 * Where a signed-in talent belongs: a password to create comes first, then onboarding, then the
 * page a guest action asked to come back to (a job, ready to apply), or the dashboard.
 */
export function signedInDestination(onboarded: OnboardedFlags): string {
  if (onboarded.password_created === false) return paths.createPassword;
  if (onboarded.status) return readReturnTo() ?? paths.dashboard;
  return paths.onboardingStep(nextOnboardingStep(onboarded.last_page));
}

/**
 * The login outcome of spec section 4: any account other than a talent (an employer, staff) is
 * rejected and logged out; a talent goes where it belongs.
 */
export function decideLoginOutcome(answer: SignInAnswer): LoginOutcome {
  if (!isTalentType(answer.type)) return { kind: 'rejected', accountType: answer.type.toLowerCase() };
  return { kind: 'signed-in', to: signedInDestination(answer.onboarded) };
}
