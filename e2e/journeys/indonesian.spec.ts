import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { demoPassword, signedInTalent, signInAsFreshTalent } from '../support/accounts.ts';
import { call, invite, openActivity } from '../support/hiring.ts';
import { expectNothingCutOff } from '../support/phone-fit.ts';
import { signInAsStaff } from '../support/staff.ts';

/**
 * Talent in Bahasa Indonesia (issue #35): a guest whose browser prefers Indonesian, on a 390 px phone
 * where Indonesian's longer words must still fit; a talent who chooses it in Settings.
 */
test.use({ locale: 'id-ID', viewport: { width: 390, height: 844 } });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a guest whose browser prefers Indonesian signs in and calculates a salary in Indonesian, then switches back', async ({
  page,
}, testInfo) => {
  // The server's first paint is already Indonesian, and says so (decision 0161): nothing English
  // shows before the script runs.
  const firstPaint = await (
    await page.request.get('/login', { headers: { 'accept-language': 'id-ID,id;q=0.9' } })
  ).text();
  expect(firstPaint).toContain('<html lang="id"');
  expect(firstPaint).toMatch(/<h1[^>]*>Masuk<\/h1>/);
  expect(firstPaint).not.toContain('Skip to main content');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByText('Masuk ke akun talentamu.')).toBeVisible();
  await expect(page.getByLabel(/^Kata Sandi/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await expectNothingCutOff(page, '/login');
  await expectNoSeriousAccessibilityViolations(page);
  await page.screenshot({ path: testInfo.outputPath('login-id-390.png'), fullPage: true });

  await page.goto('/salary-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Kalkulator Gaji' })).toBeVisible();
  await choose(page, 'Kategori Pekerjaan', 'Engineering');
  await choose(page, 'Posisi Pekerjaan', 'Backend Engineer');
  await page.getByRole('combobox', { name: 'Lama Pengalaman' }).click();
  await page.getByRole('option').nth(2).click();
  await page.getByRole('button', { name: 'Hitung' }).click();
  await expect(page.getByText(/^Rata-rata gaji Backend Engineer dengan pengalaman/)).toBeVisible();
  await expect(page.getByTestId('salary-mean')).toHaveText(/^IDR \d{1,3},\d{2} Juta$/);
  await expectNothingCutOff(page, '/salary-calculator');
  await expectNoSeriousAccessibilityViolations(page);
  await page.screenshot({ path: testInfo.outputPath('salary-id-390.png'), fullPage: true });

  // Switching back gives the spec's English exactly, and this browser remembers it.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salary Calculator' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A guest's switch moves to the page's English address.
  await expect(page).toHaveURL(/\/salary-calculator\?lang=en$/);
  // The server hears the choice too: an address that names no language is drawn in English from
  // the first paint, though the browser still prefers Indonesian.
  const chosenFirstPaint = await (
    await page.request.get('/login', { headers: { 'accept-language': 'id-ID,id;q=0.9' } })
  ).text();
  expect(chosenFirstPaint).toContain('<html lang="en"');
  expect(chosenFirstPaint).toMatch(/<h1[^>]*>Login<\/h1>/);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByText('Sign in to your talent account.')).toBeVisible();
});

test.describe('a guest whose browser prefers English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('opens a public page’s Indonesian address in Indonesian from the first paint, with each language’s address', async ({
    page,
  }) => {
    const address = '/salary-calculator?lang=id';
    const firstPaint = await (
      await page.request.get(address, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    ).text();
    expect(firstPaint).toContain('<html lang="id"');
    expect(firstPaint).toMatch(/<h1[^>]*>Kalkulator Gaji<\/h1>/);
    /** A link of the head to one of the page's addresses, on whatever origin the server is set to. */
    const linkTo = (attributes: string, path: string) =>
      new RegExp(`<link ${attributes} href="https?://[^/"]+${path.replace(/\?/g, '\\?')}" />`);
    expect(firstPaint).toMatch(linkTo('rel="canonical"', address));
    expect(firstPaint).toMatch(linkTo('rel="alternate" hreflang="en"', '/salary-calculator?lang=en'));
    expect(firstPaint).toMatch(linkTo('rel="alternate" hreflang="id"', '/salary-calculator?lang=id'));
    expect(firstPaint).toMatch(linkTo('rel="alternate" hreflang="x-default"', '/salary-calculator'));

    // The page hydrates in Indonesian (the hydration watch fails the journey otherwise) and stays so.
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalkulator Gaji' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/salary-calculator\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Salary Calculator' })).toBeVisible();
  });
});

test.describe('a talent whose browser prefers English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('switches to Indonesian in settings: pages, the server and the next mail speak it; switching back restores English', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A talent of their own: the account language follows them to every sign-in.
    const { email } = await signInAsFreshTalent(page, testInfo.project.name);
    const talent = await signedInTalent(page);
    const staff = (await signInAsStaff(page)).token;
    const jobs = (await call(
      page,
      talent.token,
      'GET',
      `/api/talent/v2/opportunities/${talent.id}?filter=all&sort=date&size=10`,
    )) as { id: number; applied: boolean; is_closed: boolean }[];
    const [first, second, third] = jobs.filter((job) => !job.applied && !job.is_closed);
    const applyAndInvite = async (job: { id: number } | undefined) => {
      await call(page, talent.token, 'POST', `/api/talent/v2/jobs/${job?.id}/apply`, {
        product_id: job?.id,
        talent_id: talent.id,
      });
      const [application] = (await call(
        page,
        staff,
        'GET',
        `/api/staff/applications?talent_id=${talent.id}&job_id=${job?.id}`,
      )) as { id: number }[];
      await invite(page, staff, application?.id ?? 0);
      return application?.id ?? 0;
    };
    /**
     * The newest mail on the development mailbox (newest first) and its plain-text twin, once it came;
     * read as the page's HTML, since the development page is not the product's to judge.
     */
    const expectNewestMail = async (subject: string, link: string) => {
      await expect(async () => {
        const mailbox = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
        const newest = (await mailbox.text()).split('<article').at(1) ?? '';
        expect(newest).toContain(`>${subject}</h2>`);
        expect(newest).toMatch(new RegExp(`<pre>[^]*${link}[^]*</pre>`));
      }).toPass();
    };
    const changePassword = async (labels: {
      current: RegExp;
      next: RegExp;
      confirm: RegExp;
      submit: string;
    }) => {
      await page.getByLabel(labels.current).fill(demoPassword);
      await page.getByLabel(labels.next).fill('password');
      await page.getByLabel(labels.confirm).fill('password');
      await page.getByRole('button', { name: labels.submit }).click();
    };

    await page.goto('/talent/settings');
    await page.getByRole('radio', { name: 'Bahasa Indonesia' }).click();
    await expect(page.getByText('Talent kini memakai Bahasa Indonesia.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');

    // A message only the server checks (a common password), answered in Indonesian at its field.
    await changePassword({
      current: /^Kata Sandi Saat Ini/,
      next: /^Kata Sandi Baru/,
      confirm: /^Konfirmasi Kata Sandi/,
      submit: 'Perbarui Kata Sandi',
    });
    await expect(
      page.getByText('* Kata sandi ini termasuk yang paling umum; pilih yang lebih sulit ditebak'),
    ).toBeVisible();

    await page.goto('/talent/interviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Belum ada aktivitas rekrutmen' })).toBeVisible();
    await page.goto(`/talent/job/${second?.id}`);
    await expect(page.getByRole('button', { name: 'Lamar', exact: true })).toBeVisible();

    const invited = await applyAndInvite(first);
    await openActivity(page, invited, 1, 'Undangan Wawancara');
    await expectNoSeriousAccessibilityViolations(page);

    await expectNewestMail(
      'Talent: Kamu diundang wawancara. Pilih jadwal yang cocok untukmu.',
      'Buka di Talent',
    );

    // Back to English: the spec's texts exactly, from the pages, the server and the next mail.
    await page.goto('/talent/settings');
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await changePassword({
      current: /^Current Password/,
      next: /^New Password/,
      confirm: /^Confirm Password/,
      submit: 'Update Password',
    });
    await expect(
      page.getByText('* This password is one of the most common; choose one that is harder to guess', {
        exact: true,
      }),
    ).toBeVisible();
    await page.goto('/talent/interviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto(`/talent/job/${second?.id}`);
    await expect(page.getByRole('button', { name: 'Apply Job', exact: true })).toBeVisible();
    const invitedAgain = await applyAndInvite(third);
    await openActivity(page, invitedAgain, 1, 'Interview Invitation');
    await expectNewestMail(
      'Talent: You are invited to an interview. Choose a schedule that suits you.',
      'Open it on Talent',
    );
  });
});
