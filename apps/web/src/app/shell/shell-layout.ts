/** Which parts of the frame a page shows (spec section 2). */
export interface ShellLayout {
  /** `navigation`: the full header; `plain`: the variant without navigation. */
  header: 'navigation' | 'plain' | 'hidden';
  footer: boolean;
}

const onboardingStep = /^\/talent\/onboarding\/(\d+)\/?$/;
const ratingPage = /^\/talent\/rating(\/|$)/;
const ratingPageWithFooter = /^\/talent\/rating\/2\/?$/;
/** Steps of becoming a talent: the way out (navigation) would leave them half done. */
const setUpPage = /^\/talent\/(onboarding|create-password)(\/|$)/;

export function shellLayoutFor(pathname: string, signedInTalent: boolean): ShellLayout {
  const step = onboardingStep.exec(pathname)?.[1];
  if (step === '1' || step === '2') return { header: 'hidden', footer: false };
  if (ratingPage.test(pathname)) return { header: 'hidden', footer: ratingPageWithFooter.test(pathname) };
  if (!signedInTalent || setUpPage.test(pathname)) return { header: 'plain', footer: true };
  return { header: 'navigation', footer: true };
}
