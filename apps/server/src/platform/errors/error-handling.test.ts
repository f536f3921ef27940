import { describe, expect, it } from 'vitest';
import { isRefusedDatabaseValue } from './error-handling.ts';

describe('values the database refuses', () => {
  it('are found among the causes by their SQLSTATE class 22', () => {
    const outOfRange = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
      code: '22003',
    });
    expect(isRefusedDatabaseValue(new Error('Failed query', { cause: outOfRange }))).toBe(true);
    expect(isRefusedDatabaseValue(Object.assign(new Error('bad text'), { code: '22P02' }))).toBe(true);
  });

  it('leave every other failure a server error', () => {
    expect(isRefusedDatabaseValue(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isRefusedDatabaseValue(new Error('no code'))).toBe(false);
    expect(isRefusedDatabaseValue(undefined)).toBe(false);
  });
});
