import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { dashboard, signInAsFreshTalent, signInThroughApi } from '../support/accounts.ts';

/**
 * The dashboard's own pieces (issue 8): the reminder, the find-me-job indicator, the milestones
 * and the product tour. The demo talent is read only; the tour is taken by a talent of its own.
 */
test('the demo talent is reminded of a coming interview and sees Talent finding them a job', async ({
  page,
}) => {
  await signInThroughApi(page, dashboard);
  await expect(page).toHaveURL(/\/talent\/interviews$/);
  const reminder = page.getByRole('region', { name: 'Coming up' });
  await expect(reminder.getByRole('link', { name: 'Join meeting' }).first()).toBeVisible();
  await expect(reminder.getByText(/wait for your answer/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Marketplace' }).getByText('Finding you a job'),
  ).toBeVisible();
  const started = page.getByRole('region', { name: 'Getting started' });
  await expect(started.getByText(/of 6 milestones reached/)).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  // Each of the latest articles shows its own picture, which the server draws (decision 0146).
  const latest = page.getByRole('region', { name: 'Latest articles' });
  await latest.scrollIntoViewIfNeeded();
  const thumbnails = latest.locator('img');
  await expect(thumbnails).toHaveCount(3);
  await expect
    .poll(() =>
      thumbnails.evaluateAll(
        (images) =>
          (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0).length,
      ),
    )
    .toBe(3);
  const pictures = await thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(pictures.every((src) => src?.startsWith('/media/pictures/'))).toBe(true);
  expect(new Set(pictures).size).toBe(3);
});

test('a new talent takes the tour once and sees the milestone of their CV reached', async ({
  page,
}, testInfo) => {
  await signInAsFreshTalent(page, testInfo.project.name);
  const started = page.getByRole('region', { name: 'Getting started' });
  // Onboarding step 3 took the CV.
  await expect(started.getByRole('listitem').filter({ hasText: 'Upload your CV' })).toContainText(
    ', reached',
  );
  await expect(started.getByRole('link', { name: 'Browse jobs that match you' })).toBeVisible();

  await started.getByRole('button', { name: 'Start tour' }).click();
  const tour = page.getByRole('dialog', { name: 'Welcome to Talent' });
  await expect(tour.getByText('Step 1 of 5')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  for (let step = 1; step < 5; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(started.getByRole('button', { name: 'Start tour' })).toHaveCount(0);

  await page.reload();
  await expect(started.getByText(/of 6 milestones reached/)).toBeVisible();
  await expect(started.getByRole('button', { name: 'Start tour' })).toHaveCount(0);
});
