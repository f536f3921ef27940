import type { UserType } from '@talent/contract';

/** Who is calling, once a bearer token has been resolved. A talent's `userId` is its talent id. */
export interface CallerSession {
  userId: number;
  type: UserType;
  sessionId: number;
}

/**
 * Turns a bearer token into the caller's session, or `expired` for a token that no longer opens
 * one (past its expiry, revoked by sign-out or a password change, or never issued here).
 * The session store of AppContext provides it (platform/auth); tests may hand buildApp their own.
 */
export type SessionResolver = (token: string) => Promise<CallerSession | 'expired'>;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerTokenOf(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
