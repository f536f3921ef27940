/** What a page that ends on the sign-in form tells the person there (carried in the history state). */
export type LoginNotice =
  | { kind: 'email-verified'; email: string }
  | { kind: 'verify-link-invalid' }
  | { kind: 'password-reset' };

const kinds: readonly string[] = ['email-verified', 'verify-link-invalid', 'password-reset'];

/** History state survives reloads and other pages' writes, so it is read without trusting it. */
export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { notice?: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { kind, email } = notice as { kind?: unknown; email?: unknown };
  if (typeof kind !== 'string' || !kinds.includes(kind)) return null;
  if (kind === 'email-verified') return typeof email === 'string' ? { kind, email } : null;
  return { kind } as LoginNotice;
}
