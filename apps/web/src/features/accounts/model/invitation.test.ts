import { describe, expect, it } from 'vitest';
import { decideInvitationStep } from './invitation';

const base = { invitationPageUrl: '/employer/invitation', origin: 'https://talent.example.com' };

describe('/talent/invitation/new?token (spec section 2)', () => {
  it('logs out a signed-in talent', () => {
    expect(decideInvitationStep({ ...base, token: 'abc', talentSignedIn: true })).toEqual({
      kind: 'log-out',
    });
  });

  it('sends a visitor to the separate invitation page with the token', () => {
    expect(decideInvitationStep({ ...base, token: 'abc', talentSignedIn: false })).toEqual({
      kind: 'open-invitation',
      url: 'https://talent.example.com/employer/invitation?token=abc',
    });
    expect(
      decideInvitationStep({
        ...base,
        invitationPageUrl: 'https://invite.example.org/accept?lang=en',
        token: 'a b',
        talentSignedIn: false,
      }),
    ).toEqual({ kind: 'open-invitation', url: 'https://invite.example.org/accept?lang=en&token=a+b' });
  });

  it('has nothing to open without a token', () => {
    expect(decideInvitationStep({ ...base, token: null, talentSignedIn: true })).toEqual({ kind: 'go-home' });
    expect(decideInvitationStep({ ...base, token: '  ', talentSignedIn: false })).toEqual({
      kind: 'go-home',
    });
  });
});
