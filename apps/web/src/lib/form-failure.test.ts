import { describe, expect, it } from 'vitest';
import type { ApiFailure } from './api-error';
import { formFailureOf } from './form-failure';

const answer = (
  status: number,
  meta: { message: string; type?: string },
  extra: object = {},
): ApiFailure => ({
  kind: 'http',
  status,
  body: { data: null, meta, error: meta.message, ...extra },
});

describe('form failures', () => {
  it('puts field reasons at their fields without repeating them above the form', () => {
    const taken = answer(
      409,
      { message: '* This email is already registered.', type: 'EMAIL_TAKEN' },
      { fields: { email: '* This email is already registered.' } },
    );
    expect(formFailureOf(taken)).toEqual({
      fields: { email: '* This email is already registered.' },
      message: null,
    });
  });

  it('shows the reason above the form when no field carries it', () => {
    const invalid = answer(400, { message: 'This link is invalid.', type: 'LINK_INVALID' });
    expect(formFailureOf(invalid)).toEqual({ fields: {}, message: 'This link is invalid.' });
  });

  it('leaves app-wide answers and server faults to the app', () => {
    expect(formFailureOf(answer(401, { message: 'Session Expired', type: 'SESSION_EXPIRED' }))).toBeNull();
    expect(formFailureOf(answer(404, { message: 'Not found', type: 'NOT_FOUND' }))).toBeNull();
    expect(formFailureOf(answer(503, { message: 'Down' }))).toBeNull();
    expect(formFailureOf({ kind: 'timeout' })).toBeNull();
  });
});
