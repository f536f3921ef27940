import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { newEmail, signInThroughApi, signUpThroughApi } from '../support/accounts.ts';
import { linkFromMailbox } from '../support/mailbox.ts';

test('a talent invites a friend, who gets a mail whose link fills in the sign-up form', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page, '/talent/refer');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a Friend' })).toBeVisible();
  const referrals = page.getByRole('list', { name: 'Your referrals' });
  await expect(referrals.getByRole('listitem').filter({ hasText: 'Rizky Ramadhan' })).toContainText('Joined');

  const invite = page.getByRole('button', { name: 'Send invitation' });
  await invite.click();
  // Spec section 5: every empty field says '* Required Field', under the spec's field texts.
  for (const field of ['Friend’s name', 'Friend’s email', 'Friend’s number']) {
    await expect(page.getByLabel(field)).toHaveAccessibleDescription('* Required Field');
  }

  // Someone who already has an account is answered like anyone else: the answer tells no one who has one.
  const registered = newEmail(testInfo.project.name);
  await signUpThroughApi(page, registered, 'Rahasia!2026');
  await page.getByLabel('Friend’s name').fill('Agus Pratama');
  await page.getByLabel('Friend’s email').fill(registered);
  await page.getByLabel('Friend’s number').fill('0812 3456 7890');
  await invite.click();
  await expect(referrals.getByRole('listitem').filter({ hasText: registered })).toContainText('Invited');

  const friend = newEmail(testInfo.project.name);
  await page.getByLabel('Friend’s name').fill('Agus Pratama');
  await page.getByLabel('Friend’s email').fill(friend);
  await page.getByLabel('Friend’s number').fill('0812 3456 7890');
  await invite.click();
  await expect(page.getByText('Your invitation has been sent').last()).toBeVisible();
  await expect(referrals.getByRole('listitem').filter({ hasText: friend })).toContainText('Invited');
  await expect(page.getByLabel('Friend’s email')).toHaveValue('');
  await expectNoSeriousAccessibilityViolations(page);

  const link = await linkFromMailbox(page, friend, 'fullname');
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Agus Pratama');
  await expect(page.getByLabel(/^Email/)).toHaveValue(friend);
});
