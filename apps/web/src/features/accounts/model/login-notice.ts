/** What a page that ends on the sign-in form tells the person there (carried in the history state). */
export type LoginNotice =
  | { kind: 'email-verified'; email: string }
  | { kind: 'verify-link-invalid' }
  | { kind: 'password-reset' }
  | { kind: 'email-changed'; email: string }
  | { kind: 'email-change-undone'; email: string }
  | { kind: 'email-link-invalid' };

const withEmail: readonly string[] = ['email-verified', 'email-changed', 'email-change-undone'];
const kinds: readonly string[] = [
  ...withEmail,
  'verify-link-invalid',
  'password-reset',
  'email-link-invalid',
];

/** History state survives reloads and other pages' writes, so it is read without trusting it. */
export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { notice?: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { kind, email } = notice as { kind?: unknown; email?: unknown };
  if (typeof kind !== 'string' || !kinds.includes(kind)) return null;
  if (withEmail.includes(kind)) return typeof email === 'string' ? ({ kind, email } as LoginNotice) : null;
  return { kind } as LoginNotice;
}
