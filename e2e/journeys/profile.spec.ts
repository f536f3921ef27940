import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { signInAsDemoTalent, smallPdf } from '../support/accounts.ts';
import { linkFromMailbox } from '../support/mailbox.ts';
import { profilePages } from '../support/profile-pages.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

async function registerAndVerify(page: Page, email: string, password: string) {
  const answer = await page.request.post('/api/auth/auth-core/signup', {
    headers: { source: 'marketplace' },
    data: { email, password, fullname: 'Nadia Putri', phone: '+62 811 2233 4455' },
  });
  expect(answer.status()).toBe(201);
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const href = await page.locator('a[href*="verify_token="]').first().getAttribute('href');
  const link = new URL(href ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your email has been verified. Please sign in.')).toBeVisible();
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function choose(page: Page, label: string, search: string, option: string | RegExp) {
  const field = page
    .getByRole('combobox', { name: label })
    .or(page.getByRole('textbox', { name: label }))
    .first();
  await field.click();
  if (search !== '') await field.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  // A multi-select keeps its list open for the next pick; close it as a person moving on would.
  await page.keyboard.press('Escape');
}

test.describe('profile', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new talent completes onboarding 1-3 with a real PDF, lands on the dashboard and sees the profile meter', async ({
    page,
  }, info) => {
    const email = `e2e-profile-${info.project.name}-${randomUUID().slice(0, 8)}@example.com`;
    await registerAndVerify(page, email, 'Rahasia!2026');
    await expect(page).toHaveURL(/\/talent\/onboarding\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoSeriousAccessibilityViolations(page);

    // The server's rules show at their fields.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('* Please fill your birth date')).toBeVisible();
    await page.getByLabel('Birth Date').fill('1996-04-12');
    await choose(page, 'Current City', 'Jakarta', /^Jakarta$/);
    await page.getByRole('textbox', { name: 'About You' }).fill('Call me at 081234567890');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Phone/long number not allowed')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'About You' })
      .fill('Backend engineer who enjoys payments and calm on-call rotations.');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/talent\/onboarding\/2$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What job are you looking for?' }),
    ).toBeVisible();
    await choose(page, 'Job Category', 'Engineering', /^Engineering$/);
    await choose(page, 'Position Function', 'Backend', /Backend Engineer/);
    await choose(page, 'Position Level', '', /^Mid Level$/);
    await page.getByRole('textbox', { name: 'Years of Experience' }).fill('4');
    for (const skill of ['TypeScript', 'PostgreSQL', 'Docker', 'Redis']) {
      await choose(page, 'Top Skills', skill, new RegExp(`^${skill}$`));
    }
    await page.getByRole('textbox', { name: 'Expected Salary (IDR)' }).fill('12000000');
    await expect(page.getByRole('textbox', { name: 'Expected Salary (IDR)' })).toHaveValue('12.000.000');
    await page.getByRole('radio', { name: 'Gross' }).check();
    await choose(page, 'Preferred Work Locations', 'Band', /^Bandung$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('* Input at least 5 type of Skills')).toBeVisible();
    await choose(page, 'Top Skills', 'Kubernetes', /^Kubernetes$/);
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/talent\/onboarding\/3$/);
    await choose(page, 'Where did you hear about us?', '', /.+/);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Nadia Putri CV.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf,
    });
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('File uploaded successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/talent\/interviews$/);

    await page.goto('/talent/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByTestId('completeness-value')).toHaveText('60% complete');
    await expect(page.getByRole('region', { name: 'Top Skills' })).toContainText('Kubernetes');
    await expect(page.getByRole('link', { name: 'Download CV' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Job Preferences' })).toContainText('IDR 12.000.000');
    await page.getByRole('link', { name: 'View as a company sees it' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'View as a company sees it' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('the demo talent sees a full profile with photo and a complete meter', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('talent@example.com');
    await page.getByLabel('Password', { exact: false }).first().fill('Demo!2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/talent\/interviews$/);
    await page.goto('/talent/profile');
    await expect(page.getByTestId('completeness-value')).toHaveText('100% complete');
    await expect(page.getByRole('img', { name: 'Rina Kartika Sari' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Education' })).toContainText('Universitas Indonesia');
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('every profile page, read and edit, passes axe at 1280 px with the demo data', async ({ page }) => {
    await signInAsDemoTalent(page);
    for (const path of profilePages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[role="status"] .mantine-Skeleton-root')).toHaveCount(0, {
        timeout: 20_000,
      });
      await expectNoSeriousAccessibilityViolations(page);
    }
  });

  test('the demo talent uploads an additional document, sees it on the profile, and removes it', async ({
    page,
  }) => {
    const name = `transcript-${randomUUID().slice(0, 8)}`;
    await signInAsDemoTalent(page);
    await page.goto('/talent/profile/personal-information');
    const documents = page.getByRole('form', { name: 'Additional Documents' });
    await documents.locator('input[type="file"]').setInputFiles({
      name: `${name}.pdf`,
      mimeType: 'application/pdf',
      buffer: smallPdf,
    });
    await documents.getByRole('button', { name: 'Upload Document' }).click();
    await expect(page.getByText('File uploaded successfully.')).toBeVisible();
    await expect(documents.getByRole('link', { name: `${name}.pdf` })).toBeVisible();

    await page.goto('/talent/profile');
    const section = page.getByRole('region', { name: 'Additional Documents' });
    await expect(section.getByRole('link', { name: `${name}.pdf` })).toBeVisible();

    await page.goto('/talent/profile/personal-information');
    await documents.getByRole('button', { name: `Remove ${name}.pdf` }).click();
    await expect(documents.getByRole('link', { name: `${name}.pdf` })).toHaveCount(0);
  });

  test('the demo talent edits personal information and sees it on the profile', async ({ page }, info) => {
    await signInAsDemoTalent(page);
    await page.goto('/talent/profile');
    await page.getByRole('link', { name: 'Edit Personal Information' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
    const about = `Backend engineer who keeps payments calm, edited on ${info.project.name}.`;
    await page.getByRole('textbox', { name: 'About You' }).fill(about);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your profile has been successfully updated')).toBeVisible();
    await expect(page).toHaveURL(/\/talent\/profile$/);
    await page.reload();
    await expect(page.getByText(about)).toBeVisible();
  });

  test('the education form stops at 5 entries and leaving it asks to discard', async ({ page }) => {
    await signInAsDemoTalent(page);
    await page.goto('/talent/profile/education');
    await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    const add = page.getByRole('button', { name: 'Add More Education' });
    while (await add.isVisible()) await add.click();
    await expect(page.getByRole('heading', { name: 'Education 5' })).toBeVisible();
    await expect(page.getByText('You have added the most educations there can be (5).')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('* University should be at least 3 characters').first()).toBeVisible();

    await page.getByRole('link', { name: 'Back to my profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(dialog.getByText('Are you sure want to discard content ?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/talent\/profile\/education$/);
    await page.getByRole('link', { name: 'Back to my profile' }).click();
    await page
      .getByRole('dialog', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(page).toHaveURL(/\/talent\/profile$/);
  });

  test('fewer than 5 top skills are refused with the spec message', async ({ page }) => {
    await signInAsDemoTalent(page);
    await page.goto('/talent/profile/skills');
    const skills = page
      .getByRole('combobox', { name: 'Top Skills' })
      .or(page.getByRole('textbox', { name: 'Top Skills' }))
      .first();
    await skills.click();
    // Backspace in an empty multi-select takes the last skill off, as a keyboard user would.
    for (let left = 10; left > 0; left -= 1) await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('* Input at least 5 type of Skills')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('a talent asks for a reference, the referee answers from the mail, and the answer shows on the profile', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const referee = `referee-${randomUUID().slice(0, 8)}@example.com`;
    await signInAsDemoTalent(page);
    await page.goto('/talent/profile/references');
    await page.getByRole('link', { name: 'Ask for a Reference' }).click();
    await page.getByLabel('Their Full Name').fill('Budi Santoso');
    await page.getByLabel('Their Email').fill(referee);
    await page.getByRole('combobox', { name: 'How They Know You' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Company').fill('Cahaya Retail');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText(`Your request for ${referee} has been sent`)).toBeVisible();
    await expect(page).toHaveURL(/\/talent\/profile$/);

    await page.goto(await linkFromMailbox(page, referee, 'token'));
    await expect(page.getByText(/asked you, Budi Santoso, for a reference/)).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
    // Letters only: the answer may not hold a number of 7 digits, and a random hex tag sometimes does.
    const tag = referee.slice(8, 16).replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)));
    const answer = `Reliable and kind to every customer, ref ${tag}.`;
    await page.getByLabel('Your reference').fill(answer);
    await page.getByRole('button', { name: 'Send Reference' }).click();
    await expect(page.getByText('Thank you, your reference has been sent')).toBeVisible();

    await page.goto('/talent/profile/references');
    const entry = page.getByRole('listitem').filter({ hasText: referee });
    await expect(entry.getByText('Answered')).toBeVisible();
    await page.goto('/talent/profile');
    await expect(page.getByText(`“${answer}”`)).toBeVisible();
  });
});
