import { describe, expect, it } from 'vitest';
import { goBackTarget } from './go-back';

describe("the error screen's Go back", () => {
  it('goes to the previous page by default, or home when there is none', () => {
    expect(goBackTarget({ ref: null, errorLevel: null, hasHistory: true })).toBe(-1);
    expect(goBackTarget({ ref: null, errorLevel: null, hasHistory: false })).toBe('/');
  });

  it('goes to the ref query parameter when there is one', () => {
    expect(goBackTarget({ ref: '/talent/job-opportunities?page=2', errorLevel: '1', hasHistory: true })).toBe(
      '/talent/job-opportunities?page=2',
    );
  });

  it('goes to the dashboard when the error level is above 1', () => {
    expect(goBackTarget({ ref: '/talent/profile', errorLevel: '2', hasHistory: true })).toBe(
      '/talent/dashboard',
    );
    expect(goBackTarget({ ref: null, errorLevel: '1', hasHistory: true })).toBe(-1);
  });

  it('never follows a ref to another site', () => {
    expect(goBackTarget({ ref: 'https://evil.example', errorLevel: null, hasHistory: true })).toBe(-1);
    expect(goBackTarget({ ref: '//evil.example', errorLevel: null, hasHistory: false })).toBe('/');
  });
});
