import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import {
  completeOnboardingStepThroughApi,
  demoPassword,
  newEmail,
  signIn,
  signInAsDemoTalent,
  verifiedTalentThroughApi,
} from '../support/accounts.ts';
import { linkFromMailbox } from '../support/mailbox.ts';
import { profilePages } from '../support/profile-pages.ts';

/**
 * Every page at 360 px, as the phone project runs it (decision 0082): loaded with the demo data,
 * it never scrolls sideways and axe finds nothing serious. The journeys themselves run on desktop;
 * only those whose behaviour changes with the width run here as well.
 */

/** `shown`: what the page must show before it is measured, where any first heading is not enough. */
async function expectToFitThePhone(page: Page, path: string, shown?: Locator) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  if (shown) await expect(shown).toBeVisible({ timeout: 20_000 });
  // Lists and sections finish loading before the width is measured.
  await expect(page.locator('[aria-busy="true"], [role="status"] .mantine-Skeleton-root')).toHaveCount(0, {
    timeout: 20_000,
  });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  await expectNoSeriousAccessibilityViolations(page);
}

const guestPages = [
  '/login',
  '/register',
  '/salary-calculator',
  '/media',
  '/about',
  '/career',
  '/event',
  '/contact-us',
  '/faq',
  // A mail's unsubscribe link that the server does not know: the page's dead-link state.
  '/unsubscribe?token=not-a-real-link',
];

const talentPages = [
  '/talent/interviews',
  ...profilePages,
  '/talent/job-opportunities',
  '/talent/notifications',
  '/talent/settings',
  '/talent/refer',
  '/talent/chat',
  '/talent/contest',
];

test('a guest’s pages fit a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of guestPages) await expectToFitThePhone(page, path);
  await page.goto('/media');
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/media\/[a-z0-9-]+$/);
  await expectToFitThePhone(page, new URL(page.url()).pathname);
});

test('the demo talent’s pages fit a 360 px phone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsDemoTalent(page);
  for (const path of talentPages) await expectToFitThePhone(page, path);
  await page.goto('/talent/job-opportunities');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/talent\/job/);
  await expectToFitThePhone(page, new URL(page.url()).pathname);
});

test('a new talent’s onboarding steps fit a 360 px phone', async ({ page }, info) => {
  test.setTimeout(90_000);
  const talent = await verifiedTalentThroughApi(page, info.project.name);
  const step = (title: string) => page.getByRole('heading', { level: 1, name: title });
  /** Signs in again, and sign-in resumes onboarding at the step after the last one saved. */
  const resumeAt = async (number: number) => {
    await page.goto('/logout');
    await signIn(page, talent.email, demoPassword);
    await expect(page).toHaveURL(new RegExp(`/talent/onboarding/${number}$`), { timeout: 30_000 });
  };
  await page.goto('/login');
  await signIn(page, talent.email, demoPassword);
  await expect(page).toHaveURL(/\/talent\/onboarding\/1$/, { timeout: 30_000 });
  await expectToFitThePhone(page, '/talent/onboarding/1', step('Tell us about yourself'));
  // Each step is saved through the API, as its page sends it: only the step pages are measured here.
  await completeOnboardingStepThroughApi(page, talent, 1);
  await resumeAt(2);
  await expectToFitThePhone(page, '/talent/onboarding/2', step('What job are you looking for?'));
  await completeOnboardingStepThroughApi(page, talent, 2);
  await resumeAt(3);
  await expectToFitThePhone(page, '/talent/onboarding/3', step('Upload your CV'));
});

test('the referee’s answer page, opened from the reference mail, fits a 360 px phone', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const talent = await verifiedTalentThroughApi(page, info.project.name);
  const relationships = await page.request.get('/api/master/data/reference-relationships?size=-1');
  const [relationship] = (await relationships.json()).data as { id: number }[];
  const referee = newEmail(`${info.project.name}-referee`);
  const asked = await page.request.post(`/api/talent/v1/talent/${talent.id}/ask-for-reference`, {
    headers: { authorization: talent.authorization },
    data: {
      name: 'Budi Santoso',
      email: referee,
      relationship_id: relationship?.id,
      company: 'Cahaya Retail',
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await expectToFitThePhone(
    page,
    await linkFromMailbox(page, referee, 'token'),
    page.getByText(/asked you, Budi Santoso, for a reference/),
  );
});
