import { describe, expect, it } from 'vitest';
import { isDatabaseAway, isRefusedDatabaseValue } from './error-handling.ts';

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

describe('a database that is away', () => {
  it('is told by a refused or dropped connection, or the server shutting down, among the causes', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseAway(refused)).toBe(true);
    expect(
      isDatabaseAway(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseAway(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(
      isDatabaseAway(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ).toBe(true);
  });

  it('is not a refused value, a broken rule or a failure without a cause', () => {
    expect(isDatabaseAway(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isDatabaseAway(new Error('no code'))).toBe(false);
    expect(isDatabaseAway(undefined)).toBe(false);
  });
});
