import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Bearer tokens are `<secret>.<signature>`: a random secret signed with the server's key. The
 * signature lets the server turn away forged or mangled tokens without a database read; the
 * session row, found by the secret's hash, is what makes a token revocable.
 */
export function issueSessionToken(signingKey: string): { token: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${secret}.${sign(secret, signingKey)}`, secretHash: hashSecret(secret) };
}

/** The hash to look the session up by, or null when the token was not signed by this server. */
export function readSessionToken(token: string, signingKey: string): string | null {
  const [secret, signature, ...rest] = token.split('.');
  if (!secret || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, signingKey));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return hashSecret(secret);
}

/** Random single-use token for a mail link; only its hash is stored. */
export function issueMailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecret(token) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** HMAC of `value` with the server's key, for values the server hands out and later trusts. */
export function sign(secret: string, signingKey: string): string {
  return createHmac('sha256', signingKey).update(secret).digest('base64url');
}
