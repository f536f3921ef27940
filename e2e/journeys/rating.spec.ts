import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { signInAsFreshTalent } from '../support/accounts.ts';
import { assignAdvocate } from '../support/staff.ts';

/**
 * The rating flow (spec sections 2 and 7). A talent rates once, so each browser run takes a talent
 * of its own, with an advocate that staff assign through the staff API.
 */

/**
 * Chooses stars as a keyboard user does: focus that star's radio button and press Space. A pointer
 * click lands on whichever star label lies on top while the hover animation runs, so it is left out.
 */
async function chooseStars(page: Page, question: string | RegExp, count: number): Promise<void> {
  const group = page.getByRole('group', { name: question });
  const radio = group.getByRole('radio', { name: `${count} star${count === 1 ? '' : 's'}` });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

test('a new talent is not asked to rate yet, rates the service and their advocate, and cannot rate twice', async ({
  page,
}, testInfo) => {
  const talent = await signInAsFreshTalent(page, testInfo.project.name);
  await assignAdvocate(page, talent.id);
  const survey = page.waitForResponse((answer) => answer.url().endsWith(`/dashboard/${talent.id}/survey`));
  await page.reload();

  // A brand-new account is not asked yet (ratingInvitation: a week and an application first); the
  // flow is still open at its address.
  expect((await (await survey).json()).data).toMatchObject({ product_rating: false, ask_to_rate: false });
  await expect(page.getByRole('link', { name: 'Rate Talent' })).toHaveCount(0);
  await page.goto('/talent/rating/1');
  await expect(page).toHaveURL(/\/talent\/rating\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How was your experience?' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // Next without stars says so at each question.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please choose from 1 to 5 stars')).toHaveCount(3);

  const onboarding = 'How was your onboarding experience?';
  await chooseStars(page, onboarding, 2);
  await expect(page.getByRole('group', { name: onboarding })).toContainText('Poor');
  await chooseStars(page, onboarding, 5);
  await expect(page.getByRole('group', { name: onboarding })).toContainText('Excelent!');
  await chooseStars(page, 'How was the interview process?', 4);
  await expect(page.getByRole('group', { name: 'How was the interview process?' })).toContainText(
    'Near Perfect!',
  );
  await chooseStars(page, 'How was your experience with the client company?', 3);
  await expect(
    page.getByRole('group', { name: 'How was your experience with the client company?' }),
  ).toContainText('It was just okay');
  await expectNoSeriousAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/talent\/rating\/2$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const advocate = page.getByRole('group', { name: /How was your experience with your talent advocate/ });
  await expect(advocate).toBeVisible();
  await chooseStars(page, /How was your experience with your talent advocate/, 4);
  await expect(advocate).toContainText('Good performance');
  await page.getByLabel('Tell us what happened').fill('My advocate prepared me well for every interview.');
  const useAgain = 'Would you use Talent again?';
  await chooseStars(page, useAgain, 1);
  await expect(page.getByRole('group', { name: useAgain })).toContainText(
    "No, I don't think I will ever use the product again",
  );
  await chooseStars(page, useAgain, 5);
  await expect(page.getByRole('group', { name: useAgain })).toContainText(
    'Definitely! The perfect tool for me',
  );
  await page.getByLabel('Anything else you would like to tell us?').fill('Clear steps from apply to offer.');
  await expectNoSeriousAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Send rating' }).click();

  await expect(page).toHaveURL(/\/talent\/rating\/thankyou$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByRole('link', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/talent\/interviews$/);
  await expect(page.getByRole('link', { name: 'Rate Talent' })).toHaveCount(0);

  // Once rated, the flow sends the talent to the dashboard.
  await page.goto('/talent/rating/1');
  await expect(page).toHaveURL(/\/talent\/interviews$/);
});
