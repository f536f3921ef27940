import { expect, test } from '../support/accessibility.ts';
import { signInAsDemoTalent } from '../support/accounts.ts';

/**
 * Keyboard-only walks (issue 37): focus comes back to what opened a modal, a field keeps the focus
 * it was given, and an error is where focus goes. What a screen reader reads follows focus, so
 * these are also what it announces.
 */

test('closing an activity modal with Escape brings focus back to the card button that opened it', async ({
  page,
}) => {
  await signInAsDemoTalent(page);
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
  await signInAsDemoTalent(page);
  await page.goto('/talent/profile/personal-information');
  const name = page.getByRole('textbox', { name: 'Full Name' });
  await name.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/.+/);
});
