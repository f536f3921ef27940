import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '@/lib/api-error';
import { classifySignInFailure } from './account-failure';

const answer = (
  status: number,
  meta: { message: string; type?: string },
  extra: object = {},
): ApiFailure => ({
  kind: 'http',
  status,
  body: { data: null, meta, error: meta.message, ...extra },
});

describe('sign-in failures (spec section 8, Login)', () => {
  it('opens the verify-account prompt on HTTP 401', () => {
    const unverified = answer(401, {
      message: 'Your email is not verified yet.',
      type: 'ACCOUNT_NOT_VERIFIED',
    });
    expect(classifySignInFailure(unverified)).toEqual({ kind: 'verify-account' });
  });

  it('leaves an expired session to the app, even though it is a 401 too', () => {
    expect(
      classifySignInFailure(answer(401, { message: 'Session Expired', type: 'SESSION_EXPIRED' })),
    ).toEqual({
      kind: 'app',
    });
  });

  it.each([
    'email or password is invalid',
    "Sorry, that password isn't right.",
    "Sorry, we couldn't find an account with that username.",
  ])('shows "%s" quietly, without reporting it', (message) => {
    expect(classifySignInFailure(answer(400, { message, type: 'INVALID_CREDENTIALS' }))).toEqual({
      kind: 'invalid-credentials',
      message,
    });
  });

  it('shows a refusal with a reason on the form (too many attempts)', () => {
    const limited = answer(429, {
      message: 'Too many attempts. Please wait 5 minutes and try again.',
      type: 'TOO_MANY_REQUESTS',
    });
    expect(classifySignInFailure(limited)).toEqual({
      kind: 'form',
      failure: { fields: {}, message: 'Too many attempts. Please wait 5 minutes and try again.' },
    });
  });

  it('leaves server faults and silence to the app, which tells and reports them', () => {
    expect(classifySignInFailure(answer(500, { message: 'Internal error', type: 'INTERNAL_ERROR' }))).toEqual(
      {
        kind: 'app',
      },
    );
    expect(classifySignInFailure({ kind: 'no-response' })).toEqual({ kind: 'app' });
  });
});
