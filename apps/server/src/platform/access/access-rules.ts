import type { Access, OwnerLocation } from '@talent/contract';
import type { CallerSession } from './session.ts';

/** The outcome of checking a caller against an endpoint's access, before any data is touched. */
export type AccessDecision = 'allow' | 'unauthorized' | 'session-expired' | 'forbidden';

/** Which kind of account may call an endpoint of each access level. */
export function decideAccess(access: Access, session: CallerSession | 'expired' | null): AccessDecision {
  if (access === 'public') return 'allow';
  if (session === null) return 'unauthorized';
  if (session === 'expired') return 'session-expired';
  return session.type === access ? 'allow' : 'forbidden';
}

const ownTalentPath = /(^|\/)talent\/\{id\}(\/|$)/;

/** Where an endpoint carries the acted-on talent's id: declared, or the `{id}` of `/talent/{id}`. */
export function ownerLocationOf(endpoint: {
  path: string;
  owner?: OwnerLocation | undefined;
}): OwnerLocation | null {
  if (endpoint.owner) return endpoint.owner;
  return ownTalentPath.test(endpoint.path) ? 'params.id' : null;
}

export interface RequestParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * A talent may act only on its own id. The raw value is compared (before validation turns it into
 * a number), so `"7"`, `7` and `" 7 "` are all talent 7; an absent value is left to validation.
 */
export function isOwnTalent(
  location: OwnerLocation | null,
  parts: RequestParts,
  session: CallerSession,
): boolean {
  if (location === null || session.type !== 'talent') return true;
  const [part, key] = splitLocation(location);
  const container = parts[part];
  const value =
    typeof container === 'object' && container !== null
      ? (container as Record<string, unknown>)[key]
      : undefined;
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return String(value).trim() === String(session.userId);
}

function splitLocation(location: OwnerLocation): [keyof RequestParts, string] {
  const dot = location.indexOf('.');
  return [location.slice(0, dot) as keyof RequestParts, location.slice(dot + 1)];
}
