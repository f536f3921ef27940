import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from './route-change';

describe('scrolling on navigation', () => {
  it('scrolls to the top on a push, except on profile paths', () => {
    expect(shouldScrollToTop('PUSH', '/talent/job-opportunities')).toBe(true);
    expect(shouldScrollToTop('PUSH', '/talent/profile')).toBe(false);
    expect(shouldScrollToTop('PUSH', '/talent/profile/education')).toBe(false);
    expect(shouldScrollToTop('PUSH', '/talent/profiles-of-companies')).toBe(true);
  });

  it('keeps the place on back, forward and replace', () => {
    expect(shouldScrollToTop('POP', '/talent/job-opportunities')).toBe(false);
    expect(shouldScrollToTop('REPLACE', '/talent/job-opportunities')).toBe(false);
  });
});
