import { describe, expect, it } from 'vitest';
import { shellLayoutFor } from './shell-layout';

describe('which parts of the frame a page shows', () => {
  it('hides header and footer on onboarding steps 1 and 2 only', () => {
    expect(shellLayoutFor('/talent/onboarding/1', true)).toEqual({ header: 'hidden', footer: false });
    expect(shellLayoutFor('/talent/onboarding/2', true)).toEqual({ header: 'hidden', footer: false });
    expect(shellLayoutFor('/talent/onboarding/3', true)).toEqual({ header: 'plain', footer: true });
  });

  it('hides the header on rating pages, and the footer except on /talent/rating/2', () => {
    expect(shellLayoutFor('/talent/rating/1', true)).toEqual({ header: 'hidden', footer: false });
    expect(shellLayoutFor('/talent/rating/2', true)).toEqual({ header: 'hidden', footer: true });
    expect(shellLayoutFor('/talent/rating/thankyou', true)).toEqual({ header: 'hidden', footer: false });
  });

  it('shows the header with navigation to a signed-in talent, and the plain one otherwise', () => {
    expect(shellLayoutFor('/talent/interviews', true)).toEqual({ header: 'navigation', footer: true });
    expect(shellLayoutFor('/talent/create-password', true)).toEqual({ header: 'plain', footer: true });
    expect(shellLayoutFor('/salary-calculator', false)).toEqual({ header: 'plain', footer: true });
  });
});
