import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/accessibility.ts';
import { dashboard, signIn, signInThroughApi, smallPdf } from '../support/accounts.ts';
import { chooseBackendEngineer } from '../support/salary.ts';

/**
 * Keyboard-only walks (issue 37): focus comes back to what opened a modal, a field keeps the focus
 * it was given, and an error is where focus goes. What a screen reader reads follows focus, so
 * these are also what it announces.
 */

test('closing an activity modal with Escape brings focus back to the card button that opened it', async ({
  page,
}) => {
  await signInThroughApi(page, dashboard);
  const stage = page.getByRole('button', { name: /^(Interview|Job Offer): / }).first();
  await stage.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(stage).toBeFocused();

  // The same again from the card's History, now that the modal's code is in.
  const history = page.getByRole('button', { name: /^History of / }).first();
  await history.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Active Transaction History' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(history).toBeFocused();
});

test("the salary calculator's select keeps the focus a Tab gave it, and shows no error for it", async ({
  page,
}) => {
  await page.goto('/salary-calculator');
  const category = page.getByRole('combobox', { name: 'Job Category' });
  await expect(category).toBeVisible();
  const id = await category.getAttribute('id');
  // Tab from the heading before it, as a keyboard user arrives.
  await page.getByRole('heading', { level: 2, name: 'Your role' }).click();
  await page.keyboard.press('Tab');
  await expect(category).toBeFocused();
  // The select's full code arrives on this first use and opens the options the arrow asked for:
  // the field stays the same field, focused, with nothing said against it.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(category).toBeFocused();
  await expect(category).toHaveAttribute('id', id ?? '');
  await expect(page.getByText('* Required Field!')).toHaveCount(0);
});

test('a profile save with an error puts focus on the field in error, which says what is wrong', async ({
  page,
}) => {
  await signInThroughApi(page, '/talent/profile/personal-information');
  const name = page.getByRole('textbox', { name: 'Full Name' });
  await name.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/.+/);
});

test('a wrong password leaves the focus in the password field, under the message that says so', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'talent@example.com', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'email or password is invalid' })).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toBeFocused();
});

test('Calculate takes the focus to the result it calculated', async ({ page }) => {
  await page.goto('/salary-calculator');
  await chooseBackendEngineer(page);
  await page.getByRole('button', { name: 'Calculate' }).press('Enter');
  await expect(
    page.getByRole('heading', { name: /^The average salary for a Backend Engineer with 3-5 years/ }),
  ).toBeFocused();
});

test('Upload Document takes the focus to the list that now holds the document', async ({ page }) => {
  const name = `keyboard-${randomUUID().slice(0, 8)}`;
  await signInThroughApi(page, '/talent/profile/personal-information');
  const documents = page.getByRole('form', { name: 'Additional Documents' });
  await documents.locator('input[type="file"]').setInputFiles({
    name: `${name}.pdf`,
    mimeType: 'application/pdf',
    buffer: smallPdf,
  });
  await documents.getByRole('button', { name: 'Upload Document' }).press('Enter');
  await expect(documents.getByRole('link', { name: `${name}.pdf` })).toBeVisible();
  await expect(documents.getByRole('heading', { name: 'Additional Documents' })).toBeFocused();
});

test("a job opened from the list puts the focus on the job's heading", async ({ page }) => {
  await signInThroughApi(page, '/talent/job-opportunities');
  const card = page.getByRole('article').first();
  const title = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link', { name: title, exact: true }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
});
