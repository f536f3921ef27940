import type { SessionData } from '@talent/contract';
import type { User } from './accounts.repository.ts';

/** Where account rows become API shapes. */

/** What the login gating needs from an account (spec section 4), with the bearer token. */
export function sessionDataOf(user: User, token: string): SessionData {
  return {
    token,
    type: user.type,
    id: user.id,
    onboarded: {
      status: user.onboarded,
      last_page: user.onboardingLastPage,
      password_created: user.passwordCreated,
    },
    language: user.language,
  };
}
