import { describe, expect, it } from 'vitest';
import { readLoginNotice } from './login-notice';
import { readNetworkCallback } from './network-callback';

describe('the end of the professional-network sign-in', () => {
  it('reads the token from the address fragment', () => {
    expect(readNetworkCallback('', '#token=abc.def')).toEqual({ kind: 'token', token: 'abc.def' });
  });

  it('reads the reason the server gives, and calls anything else a failure', () => {
    expect(readNetworkCallback('?error=cancelled', '')).toEqual({ kind: 'error', error: 'cancelled' });
    expect(readNetworkCallback('?error=something-new', '')).toEqual({ kind: 'error', error: 'failed' });
    expect(readNetworkCallback('', '')).toEqual({ kind: 'error', error: 'failed' });
  });
});

describe('notices handed to the login page', () => {
  it('accepts only the notices it knows', () => {
    expect(readLoginNotice({ notice: { kind: 'password-reset' } })).toEqual({ kind: 'password-reset' });
    expect(readLoginNotice({ notice: { kind: 'email-verified', email: 'a@b.co' } })).toEqual({
      kind: 'email-verified',
      email: 'a@b.co',
    });
    expect(readLoginNotice({ notice: { kind: 'email-verified' } })).toBeNull();
    expect(readLoginNotice({ notice: { kind: 'hacked' } })).toBeNull();
    expect(readLoginNotice(null)).toBeNull();
  });
});
