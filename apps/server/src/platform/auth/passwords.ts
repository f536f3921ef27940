import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default) with its recommended cost: 19 MiB, 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A hash of a password nobody knows, checked when the account does not exist or has no password,
 * so that a wrong email takes as long as a wrong password and timing reveals nothing.
 */
const unknownAccountHash =
  '$argon2id$v=19$m=19456,t=2,p=1$C4kP5XSIuuXyKkq/z65WfA$ZPZR9dyE/vZVBT3cqiJd2zTtjxFZZwkvQDdKZT59ZSw';

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? unknownAccountHash, password);
    return matches && Boolean(storedHash);
  } catch {
    return false;
  }
}
