import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashSecret, issueMailToken, issueSessionToken, readSessionToken } from './tokens.ts';

const key = 'a-signing-key-of-at-least-thirty-two-characters';

describe('session tokens', () => {
  it('read back to the hash that was stored for them', () => {
    const { token, secretHash } = issueSessionToken(key);
    expect(readSessionToken(token, key)).toBe(secretHash);
    expect(token).not.toContain(secretHash);
  });

  it('are refused when tampered with or signed with another key', () => {
    const { token } = issueSessionToken(key);
    const [secret, signature] = token.split('.');
    expect(readSessionToken(`${secret}x.${signature}`, key)).toBeNull();
    expect(readSessionToken(`${secret}.${signature}x`, key)).toBeNull();
    expect(readSessionToken(token, `${key}-rotated`)).toBeNull();
    expect(readSessionToken('garbage', key)).toBeNull();
    expect(readSessionToken(`${token}.extra`, key)).toBeNull();
  });

  it('are different every time', () => {
    expect(issueSessionToken(key).token).not.toBe(issueSessionToken(key).token);
  });
});

describe('mail tokens', () => {
  it('are stored only as a hash', () => {
    const { token, tokenHash } = issueMailToken();
    expect(tokenHash).toBe(hashSecret(token));
    expect(tokenHash).not.toBe(token);
  });
});

describe('passwords', () => {
  it('are hashed with argon2id and verify only with the same password', async () => {
    const stored = await hashPassword('Demo!2026');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'Demo!2026')).toBe(true);
    expect(await verifyPassword(stored, 'demo!2026')).toBe(false);
  });

  it('never match an account without a password, nor a damaged hash', async () => {
    expect(await verifyPassword(null, '')).toBe(false);
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
