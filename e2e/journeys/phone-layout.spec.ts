import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { signInAsDemoTalent } from '../support/accounts.ts';
import { profilePages } from '../support/profile-pages.ts';

/**
 * Every page at 360 px, as the phone project runs it (decision 0082): loaded with the demo data,
 * it never scrolls sideways and axe finds nothing serious. The journeys themselves run on desktop;
 * only those whose behaviour changes with the width run here as well.
 */

async function expectToFitThePhone(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
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
