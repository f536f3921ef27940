import { describe, expect, it } from 'vitest';
import { forgetReturnTo, rememberReturnTo } from '@/lib/return-to';
import { decideLoginOutcome, nextOnboardingStep, signedInDestination } from './login-outcome';

const onboarded = { status: true, last_page: 3, password_created: true };

describe('login outcome (spec section 4)', () => {
  it("rejects an employer, however the answer spells the type, with 'Employer not in this repo'", () => {
    expect(decideLoginOutcome({ type: 'employer', onboarded })).toEqual({
      kind: 'rejected',
      accountType: 'employer',
    });
    expect(decideLoginOutcome({ type: 'Employer', onboarded })).toEqual({
      kind: 'rejected',
      accountType: 'employer',
    });
  });

  it('rejects any other account that is not a talent', () => {
    expect(decideLoginOutcome({ type: 'staff', onboarded })).toEqual({
      kind: 'rejected',
      accountType: 'staff',
    });
  });

  it('sends an onboarded talent to /talent/interviews', () => {
    expect(decideLoginOutcome({ type: 'talent', onboarded })).toEqual({
      kind: 'signed-in',
      to: '/talent/interviews',
    });
    expect(decideLoginOutcome({ type: 'Talent', onboarded })).toEqual({
      kind: 'signed-in',
      to: '/talent/interviews',
    });
  });

  it('sends a talent who completed onboarding page n to page n+1', () => {
    const answer = { type: 'talent', onboarded: { status: false, last_page: 2, password_created: true } };
    expect(decideLoginOutcome(answer)).toEqual({ kind: 'signed-in', to: '/talent/onboarding/3' });
  });

  it('sends a talent who completed no onboarding page to page 1', () => {
    const answer = { type: 'talent', onboarded: { status: false, last_page: 0, password_created: true } };
    expect(decideLoginOutcome(answer)).toEqual({ kind: 'signed-in', to: '/talent/onboarding/1' });
  });

  it('asks a talent without a password to create one before anything else', () => {
    expect(signedInDestination({ status: false, last_page: 0, password_created: false })).toBe(
      '/talent/create-password',
    );
    expect(signedInDestination({ status: true, last_page: 3, password_created: false })).toBe(
      '/talent/create-password',
    );
  });

  it('treats a missing password_created (older answers) as created', () => {
    expect(signedInDestination({ status: true, last_page: 3 })).toBe('/talent/interviews');
  });

  it('starts onboarding at page 1 when the last page is not a usable number', () => {
    expect(nextOnboardingStep(Number.NaN)).toBe(1);
    expect(nextOnboardingStep(-2)).toBe(1);
    expect(nextOnboardingStep(1)).toBe(2);
  });
  it('sends a talent who signs in to the job a guest action remembered, ready to act', () => {
    rememberReturnTo('/talent/job/5?action=apply');
    expect(signedInDestination(onboarded)).toBe('/talent/job/5?action=apply');
    // Onboarding and a password to create still come first.
    expect(signedInDestination({ ...onboarded, status: false, last_page: 1 })).toBe('/talent/onboarding/2');
    expect(signedInDestination({ ...onboarded, password_created: false })).toBe('/talent/create-password');
    forgetReturnTo();
    expect(signedInDestination(onboarded)).toBe('/talent/interviews');
  });
});
