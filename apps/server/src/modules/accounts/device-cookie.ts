import { randomBytes, timingSafeEqual } from 'node:crypto';
import { defaultServiceBases } from '@talent/contract';
import { sign } from '../../platform/auth/tokens.ts';
import { readCookie } from '../../platform/http/cookies.ts';

/**
 * The device cookie of OWASP's "slow brute force" defence (decision 0110): a successful sign-in
 * hands the browser `<account id>.<nonce>.<signature>`, and a later sign-in to that account that
 * carries it is from a known device, which the per-account budget for unknown devices does not
 * stop. Only the auth calls carry it, script cannot read it, and another site cannot send it.
 */
export const deviceCookieName = 'talent_device';

const yearSeconds = 365 * 24 * 60 * 60;

export interface KnownDevice {
  userId: number;
  /** Names the device's own failure count, so a stolen cookie gets only a few guesses. */
  nonce: string;
}

export function issueDeviceCookie(userId: number, signingKey: string): string {
  const body = `${userId}.${randomBytes(16).toString('base64url')}`;
  const value = `${body}.${sign(`device:${body}`, signingKey)}`;
  return `${deviceCookieName}=${value}; Path=${defaultServiceBases.auth}; Max-Age=${yearSeconds}; HttpOnly; Secure; SameSite=Strict`;
}

/** The device a `Cookie` header names, or undefined when it has none this server signed. */
export function readDeviceCookie(header: string | undefined, signingKey: string): KnownDevice | undefined {
  const value = readCookie(header, deviceCookieName);
  const [id, nonce, signature, ...rest] = value?.split('.') ?? [];
  if (!id || !nonce || !signature || rest.length > 0 || !/^\d+$/.test(id)) return undefined;
  const expected = Buffer.from(sign(`device:${id}.${nonce}`, signingKey));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { userId: Number(id), nonce };
}
