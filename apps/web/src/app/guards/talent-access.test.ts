import { describe, expect, it } from 'vitest';
import type { StoredAuth } from '@/lib/auth-storage';
import { decideSignedInAccess, decideTalentAccess, type TalentGate } from './talent-access';

const talent: StoredAuth = { id: 1, type: 'talent', token: 't', onboarded: { status: true, last_page: 3 } };

describe('login gating of talent pages', () => {
  it('sends nobody to /login and a non-talent to /logout', () => {
    expect(decideTalentAccess(null, '/talent/interviews')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideTalentAccess({ ...talent, type: 'employer' }, '/talent/interviews')).toEqual({
      kind: 'redirect',
      to: '/logout',
    });
  });

  it("lets a talent in, whichever way the answer spells 'talent'", () => {
    expect(decideTalentAccess(talent, '/talent/interviews')).toEqual({ kind: 'allow' });
    expect(decideTalentAccess({ ...talent, type: 'Talent' }, '/talent/interviews')).toEqual({
      kind: 'allow',
    });
  });

  it('applies further gates in order, without sending a talent to the page they are on', () => {
    const createPassword: TalentGate = (auth) =>
      auth.onboarded.password_created === false ? '/talent/create-password' : null;
    const fresh = { ...talent, onboarded: { status: false, last_page: 0, password_created: false } };
    expect(decideTalentAccess(fresh, '/talent/interviews', [createPassword])).toEqual({
      kind: 'redirect',
      to: '/talent/create-password',
    });
    expect(decideTalentAccess(fresh, '/talent/create-password', [createPassword])).toEqual({ kind: 'allow' });
  });

  it('asks only for a sign-in on employer paths', () => {
    expect(decideSignedInAccess(null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideSignedInAccess(talent)).toEqual({ kind: 'allow' });
  });
});
