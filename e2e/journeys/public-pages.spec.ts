import type { Page } from '@playwright/test';
import { expect, test } from '../support/accessibility.ts';
import {
  completeOnboardingStepThroughApi,
  demoPassword,
  newEmail,
  onboardedTalentThroughApi,
  signIn,
  smallPdf,
} from '../support/accounts.ts';
import { expectHydrated } from '../support/hydration-watch.ts';
import { linkFromMailbox } from '../support/mailbox.ts';

interface ListedJob {
  id: number;
  position_name: string;
  company_name: string;
  salary: { min: number; max: number } | null;
}

/** An open job of the demo data with a salary, read as a guest reads it. */
async function openJobWithSalary(page: Page): Promise<ListedJob> {
  const answer = await page.request.get('/api/talent/v2/company/1/jobs?size=50');
  expect(answer.status()).toBe(200);
  const job = ((await answer.json()).data as ListedJob[]).find((listed) => listed.salary !== null);
  if (!job) throw new Error('the demo data has no open job with a salary at company 1');
  return job;
}

const idr = (amount: number) => amount.toLocaleString('id-ID');

test.describe('public pages', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a guest opens a shared job link, registers from Apply, verifies, onboards and applies there', async ({
    page,
  }, info) => {
    const job = await openJobWithSalary(page);
    const email = newEmail(info.project.name);

    // The shared link opens for a guest: the job, no match facts, and Apply asks to sign in.
    await page.goto(`/talent/job/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.position_name })).toBeVisible();
    await expect(page.getByRole('link', { name: job.company_name }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Job Description' })).toBeVisible();
    await expect(page).toHaveTitle(`${job.position_name} - ${job.company_name}`);
    await expectHydrated(page.getByRole('button', { name: 'Apply Job' }));
    await page.getByRole('button', { name: 'Apply Job' }).click();
    const asked = page.getByRole('dialog', { name: 'Sign in to apply' });
    await expect(asked).toBeVisible();
    await asked.getByRole('link', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Register as a talent' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Rina Wulandari');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('+62 812 9876 5432');
    await page.getByLabel('Password', { exact: false }).first().fill(demoPassword);
    await page.getByLabel('Confirm Password', { exact: false }).fill(demoPassword);
    await page.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByText('Sign up success, Please check your email to verify your account.'),
    ).toBeVisible();

    await page.goto(await linkFromMailbox(page, email, 'verify_token'));
    await expect(page.getByText('Your email has been verified. Please sign in.')).toBeVisible();

    // The first two onboarding steps through the calls their pages send; the last one on the page.
    const signedIn = await page.request.post('/api/auth/auth-core/signin', {
      headers: { source: 'marketplace' },
      data: { email, password: demoPassword },
    });
    const { id, token } = (await signedIn.json()).data as { id: number; token: string };
    const talent = { id, email, authorization: `Bearer ${token}` };
    for (const step of [1, 2] as const) await completeOnboardingStepThroughApi(page, talent, step);

    await signIn(page, email, demoPassword);
    await expect(page).toHaveURL(/\/talent\/onboarding\/3$/);
    const heardFrom = 'Where did you hear about us?';
    await page
      .getByRole('combobox', { name: heardFrom })
      .or(page.getByRole('textbox', { name: heardFrom }))
      .first()
      .click();
    await page.getByRole('option', { name: /.+/ }).first().click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Rina Wulandari CV.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf,
    });
    await page.getByRole('button', { name: 'Finish' }).click();

    // Back on the job, with Apply under way: the Apply Job modal is open.
    await expect(page).toHaveURL(new RegExp(`/talent/job/${job.id}$`));
    const modal = page.getByRole('dialog', { name: `Apply Job - ${job.position_name}` });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your application has been sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  });

  test('a guest opens a company page and then one of its jobs by clicking anywhere on its card', async ({
    page,
  }) => {
    await page.goto('/company/1');
    await expect(page.getByRole('heading', { name: 'Open jobs' })).toBeVisible();
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('link').first().textContent()) ?? '';
    // Not on the title's link: the card's lower right corner, where only its details are.
    const box = await card.boundingBox();
    if (!box) throw new Error('the first job card is not laid out');
    await card.click({ position: { x: box.width - 12, y: box.height - 12 } });
    await expect(page).toHaveURL(/\/talent\/job\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Job' })).toBeVisible();
  });

  test("a job page's first HTML, without any script, has its title, company, salary and JSON-LD", async ({
    page,
  }) => {
    const job = await openJobWithSalary(page);
    const answer = await page.request.get(`/talent/job/${job.id}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<title>${job.position_name} - ${job.company_name} | Talent</title>`);
    expect(html).toContain(`IDR ${idr(job.salary?.min ?? 0)}`);
    const [, json = ''] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'JobPosting',
      title: job.position_name,
      hiringOrganization: { name: job.company_name },
      baseSalary: { currency: 'IDR', value: { minValue: job.salary?.min, unitText: 'MONTH' } },
    });
    expect((await page.request.get('/talent/job/999999999')).status()).toBe(404);
  });

  test("a guest's job page is painted by the server, then hydrated without fetching the job again", async ({
    page,
    browser,
    baseURL,
  }) => {
    const job = await openJobWithSalary(page);
    // Without script, the body React rendered on the server shows the job (decision 0149).
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const bare = await noScript.newPage();
    await bare.goto(`/talent/job/${job.id}`);
    const main = bare.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: job.position_name })).toBeVisible();
    await expect(main.getByRole('link', { name: job.company_name }).first()).toBeVisible();
    await expect(main.getByText(`IDR ${idr(job.salary?.min ?? 0)}`).first()).toBeVisible();
    await expect(bare.locator('script[type="application/ld+json"]')).toHaveCount(1);
    // Apply pressed before any script leads to the login page, which keeps the way back.
    await bare.getByRole('button', { name: 'Apply Job' }).click();
    await expect(bare.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const pressedEarly = new URL(bare.url());
    expect(pressedEarly.pathname).toBe('/login');
    expect(pressedEarly.searchParams.get('returnTo')).toBe(`/talent/job/${job.id}?action=apply`);
    // From the job's Indonesian address, the login page is the Indonesian one.
    await bare.goto(`/talent/job/${job.id}?lang=id`);
    await bare.getByRole('button', { name: 'Lamar', exact: true }).click();
    await expect(bare.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    expect(new URL(bare.url()).searchParams.get('lang')).toBe('id');
    await noScript.close();

    // With script, the page the server drew comes alive with the answer it was handed.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/jobs/${job.id}/guest`)) asked.push(request.url());
    });
    await page.goto(`/talent/job/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.position_name })).toBeVisible();
    await expectHydrated(page.getByRole('button', { name: 'Save Job' }));
    await page.getByRole('button', { name: 'Save Job' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to save this job' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('a guest who pressed Apply before the page could answer signs in and is back on the job, applying', async ({
    page,
  }, info) => {
    const job = await openJobWithSalary(page);
    const talent = await onboardedTalentThroughApi(page, info.project.name);
    await page.goto(`/login?returnTo=${encodeURIComponent(`/talent/job/${job.id}?action=apply`)}`);
    await signIn(page, talent.email, demoPassword);
    await expect(page).toHaveURL(new RegExp(`/talent/job/${job.id}$`));
    await expect(page.getByRole('dialog', { name: `Apply Job - ${job.position_name}` })).toBeVisible();
  });
});
