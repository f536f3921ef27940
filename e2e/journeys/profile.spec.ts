import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import {
  dashboard,
  demoPassword,
  newEmail,
  onboardedTalentThroughApi,
  signIn,
  signInAsFreshTalent,
  signInThroughApi,
  signUpThroughApi,
  smallPdf,
} from '../support/accounts.ts';
import { linkFromMailbox } from '../support/mailbox.ts';
import { profilePages } from '../support/profile-pages.ts';

async function registerAndVerify(page: Page, email: string, password: string) {
  await signUpThroughApi(page, email, password);
  await page.goto(await linkFromMailbox(page, email, 'verify_token'));
  await expect(page.getByText('Your email has been verified. Please sign in.')).toBeVisible();
  await signIn(page, email, password);
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
    // The app's calendar, starting at the decade: 1996, April, the 12th.
    await page.getByRole('textbox', { name: 'Birth Date' }).click();
    for (let decade = 0; decade < 3; decade += 1) {
      await page.getByRole('button', { name: 'Previous decade' }).click();
    }
    await page.getByRole('button', { name: '1996', exact: true }).click();
    await page.getByRole('button', { name: 'Apr', exact: true }).click();
    await page.getByRole('button', { name: '12 April 1996' }).click();
    await expect(page.getByRole('textbox', { name: 'Birth Date' })).toHaveValue('12 Apr 1996');
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
    await expect(page.getByRole('textbox', { name: 'Expected Salary (IDR)' })).toHaveValue('12.000.000,00');
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
    await signInThroughApi(page, '/talent/profile');
    await expect(page.getByTestId('completeness-value')).toHaveText('100% complete');
    await expect(page.getByRole('img', { name: 'Rina Kartika Sari' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Education' })).toContainText('Universitas Indonesia');
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('every profile page, read and edit, passes axe at 1280 px with the demo data', async ({ page }) => {
    await signInThroughApi(page, dashboard);
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
    await signInThroughApi(page, '/talent/profile/personal-information');
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

    // Removing asks first (there is no undo); by keyboard, a second thought leaves all as it was.
    await page.goto('/talent/profile/personal-information');
    const removeButton = documents.getByRole('button', { name: `Remove ${name}.pdf` });
    await removeButton.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Remove this document?' });
    await expect(confirm.getByText(`Companies will no longer see ${name}.pdf with your CV.`)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectNoSeriousAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(removeButton).toBeFocused();
    await expect(documents.getByRole('link', { name: `${name}.pdf` })).toBeVisible();

    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(documents.getByRole('link', { name: `${name}.pdf` })).toHaveCount(0);
    await expect(documents.getByRole('heading', { name: 'Additional Documents' })).toBeFocused();
  });

  test('the demo talent edits personal information and sees it on the profile', async ({ page }, info) => {
    await signInThroughApi(page, '/talent/profile');
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

  test('a talent changes the sign-in email with the password, through the link mailed to it', async ({
    page,
    browser,
  }, info) => {
    const talent = await onboardedTalentThroughApi(page, info.project.name);
    await page.goto('/login');
    await signIn(page, talent.email, demoPassword);
    await expect(page).toHaveURL(/\/talent\/interviews$/);
    const moved = newEmail(info.project.name);
    await page.goto('/talent/profile/personal-information');
    const password = page.getByLabel('Current Password');
    await expect(password).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email' }).fill(moved);
    await password.fill(demoPassword);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`We sent a confirmation link to ${moved}.`, { exact: false })).toBeVisible();
    const link = await linkFromMailbox(page, moved, 'email_change_token');
    expect(await linkFromMailbox(page, talent.email, 'email_undo_token')).toContain('/login?');

    // The mail is opened elsewhere, signed out: the link makes the change and offers sign-in with it.
    const elsewhere = await browser.newPage();
    try {
      await elsewhere.goto(new URL(link, page.url()).toString());
      await expect(
        elsewhere.getByText(`Your sign-in email is now ${moved}. Please sign in with it.`),
      ).toBeVisible();
      await expect(elsewhere.getByRole('textbox', { name: 'Email' })).toHaveValue(moved);
      await elsewhere.getByLabel('Password', { exact: false }).first().fill(demoPassword);
      await elsewhere.getByRole('button', { name: 'Sign In' }).click();
      await expect(elsewhere).toHaveURL(/\/talent\/interviews$/, { timeout: 30_000 });
    } finally {
      await elsewhere.close();
    }
  });

  test('the education form stops at 5 entries and leaving it asks to discard', async ({ page }) => {
    await signInThroughApi(page, '/talent/profile/education');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Education' })).toBeVisible();
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
    await signInThroughApi(page, '/talent/profile/skills');
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
    const referee = `referee-${randomUUID().slice(0, 8)}@example.com`;
    await signInThroughApi(page, '/talent/profile/references');
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

/** Opens a section's edit page from the profile, by its Add or Edit button, as a person does. */
async function openSection(page: Page, section: string, heading = section) {
  await page.goto('/talent/profile');
  await page.getByRole('link', { name: new RegExp(`^(Add|Edit) ${section}$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Saves the section, which goes back to the profile, and reloads it from the server. */
async function saveAndReload(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your profile has been successfully updated')).toBeVisible();
  await expect(page).toHaveURL(/\/talent\/profile$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
}

/** A text field or typed-option field (company, university, ...) by its label. */
function field(page: Page, label: string) {
  return page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
}

/** Types a name into a typed-option field and picks the list's option of that name. */
async function typeAndPick(page: Page, label: string, name: string) {
  await field(page, label).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** The experience the section journeys add: a current job at a company typed in by name. */
async function addExperience(page: Page) {
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await field(page, 'Company').fill('Cahaya Logistik Nusantara');
  await field(page, 'Position Name').fill('Operations Analyst');
  await choose(page, 'Position Level', '', /^Mid Level$/);
  await page.getByLabel('Start Date').fill('2021-03');
  await page.getByRole('checkbox', { name: 'I currently work here' }).check();
  await expect(page.getByLabel('End Date')).toBeDisabled();
  await field(page, 'Description').fill('Planned daily routes for forty drivers and cut late deliveries.');
}

test.describe('profile sections of an onboarded talent', () => {
  test('an onboarded talent edits top skills, a language and the preferences and sees them saved after a reload', async ({
    page,
  }, info) => {
    await signInAsFreshTalent(page, info.project.name);

    await openSection(page, 'Top Skills', 'Top Skills and Languages');
    await choose(page, 'Top Skills', 'Kubernetes', /^Kubernetes$/);
    await page.getByRole('button', { name: 'Add Language' }).click();
    await choose(page, 'Language', 'Eng', /^English$/);
    await choose(page, 'Level', '', /^Professional Working$/);
    await saveAndReload(page);
    await expect(page.getByRole('region', { name: 'Top Skills' })).toContainText('Kubernetes');
    await expect(page.getByRole('region', { name: 'Languages' })).toContainText(
      'English · Professional Working',
    );

    await openSection(page, 'Job Preferences');
    await choose(page, 'Working System', '', /^Remote$/);
    await choose(page, 'Industries', 'Fin', /^Financial Technology$/);
    await choose(page, 'Company Size', '', /^51-200 employees$/);
    await field(page, 'Current Salary (IDR)').fill('10000000');
    // Typed key by key without pause, as a quick typist does: each key lands before the frame in which
    // a renderer that waits for paint would run the last one's effects (decision 0104).
    await field(page, 'Expected Salary (IDR)').fill('');
    await field(page, 'Expected Salary (IDR)').pressSequentially('15000000');
    await expect(field(page, 'Expected Salary (IDR)')).toHaveValue('15.000.000,00');
    await page.getByRole('checkbox', { name: 'Negotiable' }).check();
    await choose(page, 'Notice Period', '', /^1 Month$/);
    await choose(page, 'Availability', '', /^Full-time$/);
    await saveAndReload(page);
    const preferences = page.getByRole('region', { name: 'Job Preferences' });
    await expect(preferences).toContainText('Expected IDR 15.000.000 (Gross) · Negotiable');
    await expect(preferences).toContainText('Current IDR 10.000.000');
    for (const badge of ['Remote', 'Full-time', '1 Month', 'Financial Technology']) {
      await expect(preferences.getByText(badge, { exact: true })).toBeVisible();
    }
    // The company size shows only in the form: it is kept there after the reload.
    await openSection(page, 'Job Preferences');
    await expect(field(page, 'Company Size')).toHaveValue('51-200 employees');
  });

  test('an onboarded talent adds an experience, an education and a certificate and sees them saved after a reload', async ({
    page,
  }, info) => {
    await signInAsFreshTalent(page, info.project.name);

    await openSection(page, 'Experiences');
    await addExperience(page);
    await saveAndReload(page);
    const experiences = page.getByRole('region', { name: 'Experiences' });
    await expect(experiences).toContainText('Operations Analyst');
    await expect(experiences).toContainText('Cahaya Logistik Nusantara');
    await expect(experiences).toContainText('Mar 2021 – Present');

    await openSection(page, 'Education', 'Add Education');
    await typeAndPick(page, 'University', 'Institut Teknologi Bandung');
    await choose(page, 'Degree', '', /^Bachelor's Degree \(S1\)$/);
    await typeAndPick(page, 'Major', 'Informatics Engineering');
    await field(page, 'GPA').fill('3.6');
    await field(page, 'Max GPA').fill('4');
    await page.getByLabel('Start Date').fill('2014-08');
    await page.getByLabel('Graduation Date').fill('2018-07');
    // Spec section 2: the talent_education modal thanks for completing the section, on the profile.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const thanks = page.getByRole('dialog', { name: 'Education Completed' });
    await expect(thanks).toContainText('Thanks for completing the education section!');
    await expect(page).toHaveURL(/\/talent\/profile$/);
    await thanks.getByRole('button', { name: 'OK' }).click();
    await expect(thanks).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Education Completed' })).toHaveCount(0);
    const education = page.getByRole('region', { name: 'Education' });
    await expect(education).toContainText('Institut Teknologi Bandung');
    await expect(education).toContainText("Bachelor's Degree (S1), Informatics Engineering");
    await expect(education).toContainText('Aug 2014 – Jul 2018');
    await expect(education).toContainText('GPA 3.60 / 4.00');

    await openSection(page, 'Certificates');
    await page.getByRole('button', { name: 'Add Certificate' }).click();
    await typeAndPick(page, 'Certificate Name', 'AWS Certified Cloud Practitioner');
    await field(page, 'Issued By').fill('Amazon Web Services');
    await field(page, 'Year').fill('2023');
    await saveAndReload(page);
    await expect(page.getByRole('region', { name: 'Certificates', exact: true })).toContainText(
      'AWS Certified Cloud Practitioner · Amazon Web Services, 2023',
    );
  });

  test('an onboarded talent adds an achievement, a publication, a project and a portfolio PDF and sees them saved after a reload', async ({
    page,
  }, info) => {
    await signInAsFreshTalent(page, info.project.name);

    await openSection(page, 'Achievements');
    await page.getByRole('button', { name: 'Add Achievement' }).click();
    await field(page, 'Title').fill('Best Newcomer of the Year');
    await field(page, 'Year').fill('2022');
    await field(page, 'Description').fill('Cut the monthly closing from five days to two.');
    await saveAndReload(page);
    const achievements = page.getByRole('region', { name: 'Achievements' });
    await expect(achievements).toContainText('Best Newcomer of the Year (2022)');
    await expect(achievements).toContainText('Cut the monthly closing from five days to two.');

    await openSection(page, 'Publications');
    await page.getByRole('button', { name: 'Add Publication' }).click();
    await field(page, 'Title').fill('Routing Forty Drivers with a Spreadsheet');
    await field(page, 'Publisher').fill('Logistik Hari Ini');
    await page.getByLabel('Published On').fill('2024-05-10');
    await saveAndReload(page);
    const publications = page.getByRole('region', { name: 'Publications' });
    await expect(publications).toContainText('Routing Forty Drivers with a Spreadsheet');
    await expect(publications).toContainText('Logistik Hari Ini · May 2024');

    await openSection(page, 'Projects');
    await page.getByRole('button', { name: 'Add Project' }).click();
    await field(page, 'Project Name').fill('Warehouse Dashboard');
    await choose(page, 'Project Type', '', /^Personal Project$/);
    await page.getByLabel('Start Date').fill('2024-01-15');
    await page.getByLabel('End Date').fill('2024-06-30');
    await field(page, 'Description').fill('Stock levels of three warehouses on one screen.');
    await saveAndReload(page);
    const projects = page.getByRole('region', { name: 'Projects' });
    await expect(projects).toContainText('Warehouse Dashboard · Personal Project');
    await expect(projects).toContainText('Jan 2024 – Jun 2024');

    await openSection(page, 'Portfolio');
    await field(page, 'Portfolio Title').fill('Logistics Case Studies');
    await field(page, 'Description').fill('Three route plans and what they saved.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Dewi Lestari Portfolio.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf,
    });
    await saveAndReload(page);
    const portfolio = page.getByRole('region', { name: 'Portfolio' });
    await expect(portfolio.getByRole('link', { name: 'Logistics Case Studies' })).toBeVisible();
    await expect(portfolio).toContainText('Three route plans and what they saved.');
    await openSection(page, 'Portfolio');
    await expect(page.getByRole('link', { name: 'Dewi Lestari Portfolio.pdf' })).toBeVisible();
  });

  test('the completeness meter moves when a section is filled', async ({ page }, info) => {
    await signInAsFreshTalent(page, info.project.name, '/talent/profile');
    const meter = page.getByTestId('completeness-value');
    await expect(meter).toHaveText(/^\d+% complete$/);
    const percentOf = async () => Number((await meter.textContent())?.match(/\d+/)?.[0]);
    const before = await percentOf();

    // The talent follows "What to fill next" to a section still empty.
    const card = page.getByRole('region', { name: 'Profile completeness' });
    await card.getByRole('link', { name: 'Experiences', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Experiences' })).toBeVisible();
    await addExperience(page);
    await saveAndReload(page);

    await expect(meter).toHaveText(/^\d+% complete$/);
    await expect.poll(percentOf).toBeGreaterThan(before);
    await expect(card.getByRole('link', { name: 'Experiences', exact: true })).toHaveCount(0);
  });
});
