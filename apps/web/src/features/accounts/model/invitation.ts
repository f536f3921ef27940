/**
 * /talent/invitation/new?token (spec section 2): a coworker invitation is not for a talent session.
 * With a talent signed in, they are logged out; with nobody signed in, the invitation opens on the
 * separate invitation page.
 */
export type InvitationStep =
  | { kind: 'log-out' }
  | { kind: 'open-invitation'; url: string }
  | { kind: 'go-home' };

export function decideInvitationStep(input: {
  token: string | null;
  talentSignedIn: boolean;
  invitationPageUrl: string;
  origin: string;
}): InvitationStep {
  const token = input.token?.trim() ?? '';
  if (token === '') return { kind: 'go-home' };
  if (input.talentSignedIn) return { kind: 'log-out' };
  const url = new URL(input.invitationPageUrl, input.origin);
  url.searchParams.set('token', token);
  return { kind: 'open-invitation', url: url.toString() };
}
