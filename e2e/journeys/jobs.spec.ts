import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { dashboard, signInAsFreshTalent, signInThroughApi, smallPdf } from '../support/accounts.ts';
import { linkFromMailbox } from '../support/mailbox.ts';
import { signInAsStaff } from '../support/staff.ts';

/**
 * The job listing on the demo data `npm start` seeds (5,000 jobs of 320 companies; the demo talent
 * has a CV and already applied to and saved a few jobs). Runs once per project on the same
 * database, so it picks a job the talent has not applied to yet.
 */

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a talent searches and filters jobs, saves one, applies, finds it under Applied after a reload; a guest opens the company', async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, '/talent/job-opportunities');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next job' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ jobs$/)).toBeVisible();

  // Search and filter; both go into the address and survive a reload.
  await page.getByRole('combobox', { name: 'Search jobs' }).fill('engineer');
  await expect(page).toHaveURL(/search=engineer/);
  await choose(page, 'Location', 'Jakarta');
  await expect(page).toHaveURL(/location=1(&|$)/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Search jobs' })).toHaveValue('engineer');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Jakarta');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Jakarta');

  // A job not applied to yet.
  const card = cards
    .filter({ has: page.getByRole('button', { name: 'Apply Job', disabled: false }) })
    .first();
  const title = (await card.getAttribute('aria-label')) ?? '';
  expect(title).not.toBe('');
  const jobHref = (await card.getByRole('link', { name: title, exact: true }).getAttribute('href')) ?? '';
  const jobId = jobHref.split('/').at(-1);
  // The same title may be open at several companies: the card of this job, by its link.
  const named = (scope: Page) =>
    scope.getByRole('article').filter({ has: scope.locator(`a[href$="/detail/${jobId}"]`) });

  // Save it, see it under Saved, unsave it there.
  await named(page).getByRole('button', { name: 'Save Job' }).click();
  await expect(named(page).getByRole('button', { name: 'Unsave Job' })).toBeVisible();
  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page).toHaveURL(/filter=bookmark/);
  await named(page).getByRole('button', { name: 'Unsave Job' }).click();
  await expect(named(page).getByRole('button', { name: 'Save Job' })).toBeVisible();

  // Open the job and apply from its page, through the Apply Job modal.
  await page.getByRole('tab', { name: 'All Jobs' }).click();
  await named(page).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const section of ['Job Description', 'Requirements', 'Benefits', 'Perks']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Apply Job' }).click();
  const modal = page.getByRole('dialog', { name: `Apply Job - ${title}` });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Rina Kartika Sari');
  await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue('talent@example.com');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your application has been sent')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();

  // Under Applied, also after a reload, with Apply disabled.
  await page.goto('/talent/job-opportunities?filter=applied');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Applied', selected: true })).toBeVisible();
  await expect(named(page).getByRole('button', { name: 'Applied' })).toBeDisabled();

  // A guest opens the company page from a shared link.
  await page.goto('/talent/job-opportunities?filter=applied');
  const companyHref = await named(page).getByRole('link').nth(1).getAttribute('href');
  const companyId = companyHref?.split('/').at(-1);
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`/company/${companyId}`);
  const heading = guestPage.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const name = (await heading.textContent()) ?? '';
  await expect(guestPage).toHaveTitle(`${name} - Jobs and company profile | Talent`);
  const description = guestPage.locator('meta[name="description"]');
  await expect
    .poll(async () => (await description.getAttribute('content'))?.startsWith(`${name} is hiring`))
    .toBe(true);
  await expect(guestPage.getByRole('heading', { name: 'Open jobs' })).toBeVisible();
  await expect(guestPage.getByRole('article').first()).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'Apply Job' })).toHaveCount(0);
  await guest.close();
});

test('a talent without a CV is asked for one on the listing and by Apply, uploads it there, then applies', async ({
  page,
}, testInfo) => {
  // A generated talent (onboarded, no CV), one per project so the runs do not meet.
  await signInThroughApi(
    page,
    '/talent/job-opportunities',
    `seed.talent.${testInfo.project.name === 'phone' ? 300 : 299}@example.com`,
  );
  const asked = page.getByRole('dialog', { name: 'Upload your CV to apply' });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: 'Not now' }).click();
  await expect(asked).toBeHidden();

  // Apply sends nothing without a CV: the same modal asks again.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Apply Job' }) })
    .first();
  await card.getByRole('button', { name: 'Apply Job' }).click();
  await expect(asked).toBeVisible();
  await asked.locator('input[type="file"]').setInputFiles({
    name: 'My CV.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf,
  });
  await asked.getByRole('button', { name: 'Save CV' }).click();
  await expect(page.getByText('File uploaded successfully.')).toBeVisible();
  await expect(asked).toBeHidden();

  await card.getByRole('button', { name: 'Apply Job' }).click();
  const title = (await card.getAttribute('aria-label')) ?? '';
  await expect(page.getByRole('dialog', { name: `Apply Job - ${title}` })).toBeVisible();
});

test('a talent saves a search as a daily job alert and stops it from settings', async ({
  page,
}, testInfo) => {
  const words = `alert${testInfo.project.name}`;
  await signInThroughApi(page, `/talent/job-opportunities?search=${words}`);
  await page.getByRole('button', { name: 'Create job alert' }).click();
  await page.getByRole('menuitem', { name: 'Daily' }).click();
  await expect(page.getByText('Job alert saved.', { exact: false })).toBeVisible();

  await page.goto('/talent/settings');
  const alerts = page.getByRole('list', { name: 'Job Alerts' });
  const alert = alerts.getByRole('listitem').filter({ hasText: `“${words}”` });
  await expect(alert).toContainText('Daily');
  await alert.getByRole('button', { name: `Delete job alert “${words}”` }).click();
  await expect(alert).toHaveCount(0);
});

test('a saved search’s new job reaches the mailbox, and the mail’s link stops those mails without signing in', async ({
  page,
}, testInfo) => {
  const talent = await signInAsFreshTalent(page, testInfo.project.name);
  const listed = await page.request.get('/api/talent/v2/company/7/jobs?page=1&size=1');
  const [job] = (await listed.json()).data as { id: number; position_name: string }[];
  if (!job) throw new Error('The demo company 7 has no open job');
  const words = job.position_name.toLowerCase();

  await page.goto(`/talent/job-opportunities?search=${encodeURIComponent(words)}`);
  await page.getByRole('button', { name: 'Create job alert' }).click();
  await page.getByRole('menuitem', { name: 'Daily' }).click();
  await expect(page.getByText('Job alert saved.', { exact: false })).toBeVisible();

  // The company takes the job down and puts it up again: it is published anew, after the alert.
  const staff = await signInAsStaff(page);
  const asStaff = { headers: { authorization: staff.authorization } };
  expect((await page.request.post(`/api/staff/jobs/${job.id}/close`, asStaff)).status()).toBe(200);
  expect((await page.request.post(`/api/staff/jobs/${job.id}/publish`, asStaff)).status()).toBe(200);
  const alerts = await page.request.get(`/api/staff/talents/${talent.id}/job-alerts`, asStaff);
  const [alert] = (await alerts.json()).data as { id: number }[];
  const sent = await page.request.post(`/api/staff/job-alerts/${alert?.id}/send`, asStaff);
  expect((await sent.json()).data.new_jobs).toBeGreaterThanOrEqual(1);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(talent.email)}`);
  await expect(
    page.getByRole('heading', { name: new RegExp(`new jobs? match(es)? your job alert “${words}”`) }),
  ).toBeVisible();

  await page.goto(await linkFromMailbox(page, talent.email, 'unsubscribe?token'));
  await expect(page.getByText('Stop emails about “Job alerts”?')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You will no longer get these emails' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Choose which emails you get in Settings' }).click();
  await expect(page.getByRole('switch', { name: /Job alerts/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Hiring updates/ })).toBeChecked();
});

test('the dashboard shows the three jobs that fit the talent best, each leading to its details', async ({
  page,
}) => {
  await signInThroughApi(page, dashboard);
  const forYou = page.getByRole('region', { name: 'Jobs for you' });
  await expect(forYou.getByRole('article')).toHaveCount(3);
  await expect(forYou.getByRole('button', { name: 'Apply Job' })).toHaveCount(0);
  const first = forYou.getByRole('article').first();
  const position = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link', { name: position }).click();
  await expect(page).toHaveURL(/\/talent\/job-opportunities\/detail\/\d+$/);
  await page.goBack();
  await forYou.getByRole('link', { name: 'See all jobs' }).click();
  await expect(page).toHaveURL(/\/talent\/job-opportunities/);
});

test('a job for you is saved from the dashboard with its floating bookmark, and unsaved again', async ({
  page,
}) => {
  await signInThroughApi(page, dashboard);
  const first = page.getByRole('region', { name: 'Jobs for you' }).getByRole('article').first();
  const bookmark = first.getByRole('button', { name: /^(Save|Unsave) Job$/ });
  const wasSaved = (await bookmark.getAttribute('aria-pressed')) === 'true';
  await bookmark.click();
  await expect(first.getByRole('button', { name: wasSaved ? 'Save Job' : 'Unsave Job' })).toBeVisible();
  await first.getByRole('button', { name: wasSaved ? 'Save Job' : 'Unsave Job' }).click();
  await expect(first.getByRole('button', { name: wasSaved ? 'Unsave Job' : 'Save Job' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Apply Job' })).toHaveCount(0);
});

test('an application stays in sight: on the dashboard and under Applied with its date and status, out of Jobs for you, Applied wherever listed', async ({
  page,
}) => {
  await signInThroughApi(page, dashboard);
  const forYou = page.getByRole('region', { name: 'Jobs for you' });
  const first = forYou.getByRole('article').first();
  const title = (await first.getAttribute('aria-label')) ?? '';
  const href = (await first.getByRole('link', { name: title, exact: true }).getAttribute('href')) ?? '';
  const byLink = page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) });

  await first.getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('button', { name: 'Apply Job' }).click();
  await page
    .getByRole('dialog', { name: `Apply Job - ${title}` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Your application has been sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();

  const now = new Date();
  const month = now.toLocaleString('en-US', { month: 'short' });
  const today = `${String(now.getDate()).padStart(2, '0')} ${month} ${now.getFullYear()}`;
  await page.goto('/talent/interviews');
  const mine = page.getByRole('region', { name: 'My applications' });
  await expect(mine.getByRole('article', { name: title }).first()).toBeVisible();
  await expect(mine.locator(`article:has(a[href="${href}"])`)).toContainText(
    `Applied on ${today} · Waiting for the company`,
  );
  await expect(forYou.getByRole('article').first()).toBeVisible();
  await expect(forYou.locator(`a[href="${href}"]`)).toHaveCount(0);

  await mine.getByRole('link', { name: 'See all applications' }).click();
  await expect(page.getByRole('tab', { name: 'Applied', selected: true })).toBeVisible();
  await expect(byLink).toContainText(`Applied on ${today} · Waiting for the company`);
  await expect(byLink.getByRole('button', { name: 'Applied' })).toBeDisabled();

  // A search still on that matches none of them says so, and offers to clear it.
  await page.getByRole('combobox', { name: 'Search jobs' }).fill('qqqxqqq');
  await expect(
    page.getByText('None of your applications match this search.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('You have not applied to a job yet', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(byLink).toBeVisible();

  // Listed among all jobs, it says Applied.
  await page.goto(`/talent/job-opportunities?search=${encodeURIComponent(title)}`);
  await expect(byLink.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(byLink.getByRole('button', { name: 'Apply Job' })).toHaveCount(0);
});
