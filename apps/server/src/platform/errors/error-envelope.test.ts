import { describe, expect, it } from 'vitest';
import { errorEnvelope, fieldReasons } from './error-envelope.ts';

describe('field reasons of invalid input', () => {
  it('maps each field path to the first message its rules gave', () => {
    expect(
      fieldReasons([
        { path: ['TalentEducation', 0, 'GPA'], message: 'GPA must be between 0 and 4' },
        { path: ['email'], message: 'Email is invalid' },
        { path: ['email'], message: 'Email is required' },
      ]),
    ).toEqual({ 'TalentEducation.0.GPA': 'GPA must be between 0 and 4', email: 'Email is invalid' });
  });

  it('leaves a reason about the whole input out of the field list', () => {
    expect(fieldReasons([{ path: [], message: 'Passwords do not match' }])).toEqual({});
  });
});

describe('error envelope', () => {
  it('has no data, the type and message in meta, and the error text', () => {
    expect(errorEnvelope('NOT_FOUND', 'Not here')).toEqual({
      data: null,
      meta: { message: 'Not here', type: 'NOT_FOUND' },
      error: 'Not here',
    });
  });

  it('adds field reasons only when there are some', () => {
    expect(
      errorEnvelope('VALIDATION_ERROR', 'Invalid', 'Email is invalid', { email: 'Email is invalid' }).fields,
    ).toEqual({
      email: 'Email is invalid',
    });
    expect('fields' in errorEnvelope('VALIDATION_ERROR', 'Invalid', 'x', {})).toBe(false);
  });
});
