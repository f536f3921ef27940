import { expect, test } from '../support/accessibility.ts';
import { signInThroughApi } from '../support/accounts.ts';

/**
 * The listing's search as a job seeker types it (issue 31), on the 5,000 demo jobs: a misspelled word
 * is corrected and offered as "Did you mean", a place in the query becomes a filter chip removable on
 * its own, and suggestions under the search box are chosen with the keyboard.
 */

test('a misspelled search still finds jobs and offers the corrected spelling', async ({ page }) => {
  await signInThroughApi(page, '/talent/job-opportunities?search=software%20enginer');
  await expect(page.getByText('Did you mean')).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Software Engineer');
  await page.getByRole('button', { name: 'software engineer', exact: true }).click();
  await expect(page).toHaveURL(/search=software(\+|%20)engineer(&|$)/);
  await expect(page.getByRole('combobox', { name: 'Search jobs' })).toHaveValue('software engineer');
  await expect(page.getByText('Did you mean')).toBeHidden();
});

test('a place typed in the search becomes a filter chip, and removing it keeps the other words', async ({
  page,
}) => {
  await signInThroughApi(page, '/talent/job-opportunities');
  await page.getByRole('combobox', { name: 'Search jobs' }).fill('backend engineer bandung');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/search=backend(\+|%20)engineer(\+|%20)bandung/);
  const filters = page.getByRole('list', { name: 'Filters' });
  await expect(filters.getByRole('listitem')).toHaveText(['Bandung']);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Bandung');

  await page.getByRole('button', { name: 'Remove filter Bandung' }).click();
  await expect(page).toHaveURL(/search=backend(\+|%20)engineer(&|$)/);
  await expect(page.getByRole('combobox', { name: 'Search jobs' })).toHaveValue('backend engineer');
  await expect(page.getByRole('list', { name: 'Filters' })).toBeHidden();
});

test('suggestions appear under the search box as the talent types and are chosen with the keyboard', async ({
  page,
}) => {
  await signInThroughApi(page, '/talent/job-opportunities');
  const box = page.getByRole('combobox', { name: 'Search jobs' });
  await box.pressSequentially('backend eng');
  const suggestion = page.getByRole('option', { name: /^Backend Engineer/ });
  await expect(suggestion).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await suggestion.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL(/search=Backend(\+|%20)Engineer(&|$)/);
  await expect(box).toHaveValue('Backend Engineer');
  await expect(page.getByRole('article').first()).toContainText('Backend Engineer');
});
