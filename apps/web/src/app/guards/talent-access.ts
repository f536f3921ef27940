import { accountGates } from '@/features/accounts';
import { isTalentLogin, type StoredAuth } from '@/lib/auth-storage';
import { paths } from '@/lib/paths';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * A further rule for a signed-in talent: the path to send them to, or null to let them through.
 * The accounts feature adds its gates here (password_created false -> /talent/create-password,
 * an unonboarded talent -> onboarding step last_page + 1), in the order they apply.
 */
export type TalentGate = (auth: StoredAuth, pathname: string) => string | null;

export const talentGates: readonly TalentGate[] = accountGates;

/** Login gating of every /talent page (spec section 4): nobody signed in -> /login, not a talent -> /logout. */
export function decideTalentAccess(
  auth: StoredAuth | null,
  pathname: string,
  gates: readonly TalentGate[] = talentGates,
): AccessDecision {
  if (auth === null) return { kind: 'redirect', to: paths.login };
  if (!isTalentLogin(auth)) return { kind: 'redirect', to: paths.logout };
  for (const gate of gates) {
    const to = gate(auth, pathname);
    if (to !== null && to !== pathname) return { kind: 'redirect', to };
  }
  return { kind: 'allow' };
}

/** Employer paths only ask for someone to be signed in (spec section 2). */
export function decideSignedInAccess(auth: StoredAuth | null): AccessDecision {
  return auth === null ? { kind: 'redirect', to: paths.login } : { kind: 'allow' };
}
