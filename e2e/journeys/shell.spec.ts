import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { dashboard, signInThroughApi } from '../support/accounts.ts';

/** What the browser reports as wrong while a page opens: errors it logs and breaches of the page's policy. */
function browserComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') complaints.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => complaints.push(`${page.url()}: ${error.message}`));
  return complaints;
}

test.describe('the app shell', () => {
  test('an unknown page shows the catch-all page titled Error with a way home', async ({ page }) => {
    // A real 404 (issue 33), so search engines drop the address; the page is still the app's.
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Error/);
    await expect(page.getByRole('heading', { name: 'Oopss!' })).toBeVisible();
    await expect(page.getByText("The page you requested couldn't be found")).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).not.toHaveURL(/no\/such\/page/);
  });

  test('a guest sent to the dashboard lands on the login page', async ({ page }) => {
    for (const start of ['/', '/talent', '/talent/interviews', '/employer/jobs']) {
      await page.goto(start);
      await expect(page, `from ${start}`).toHaveURL(/\/login$/);
    }
  });

  test('the public salary calculator shows the footer links, Media in a new tab', async ({ page }) => {
    await page.goto('/salary-calculator');
    const footer = page.getByRole('contentinfo');
    for (const name of ['About', 'Career', 'Event', 'Contact Us', 'Media', 'FAQ']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Media', exact: true })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('a render error shows the error screen, and Go back leaves it', async ({ page }) => {
    await page.goto('/salary-calculator');
    await page.goto('/no/such/page?__throw=1');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText('Brace yourself till we get the error fixed. You may also go back to previous page.'),
    ).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/salary-calculator$/);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test("a render error reaches the server's error log with its stack and build", async ({ page }) => {
    const report = page.waitForRequest((request) =>
      request.url().endsWith('/api/app/v1/client-errors/render'),
    );
    await page.goto('/media?__throw=1');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    const sent = await report;
    expect((await sent.response())?.status()).toBe(200);
    const body = sent.postDataJSON() as Record<string, string>;
    expect(body.message).toContain('Render error requested');
    // The built file and its place, which the server maps to the sources with the build's source maps.
    expect(body.stack).toMatch(/\/assets\/[\w-]+\.js:\d+:\d+/);
    expect(body).toMatchObject({ page: '/media?__throw=1', route: 'media', release: expect.any(String) });
  });

  test('a page whose code is gone from the server (a newer build) is loaded afresh, not an error', async ({
    page,
  }) => {
    await signInThroughApi(page, dashboard);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/client-errors/render')) reports.push(request.postData() ?? '');
    });
    // The tab's app names a chunk the server no longer has: the build changed under it.
    await page.route(
      /\/assets\/job-opportunities-page-[\w-]+\.js$/,
      (route) => route.fulfill({ status: 404 }),
      {
        times: 1,
      },
    );
    // The dashboard's own link, there at every width (the header's is in the drawer on a phone).
    await page.getByRole('link', { name: 'See all jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job' })).toBeVisible();
    await expect(page).toHaveURL(/\/talent\/job-opportunities$/);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(reports).toEqual([]);
  });

  test('the catch-all page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oopss!' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('the first pages a guest and a talent open log no errors and break no content policy', async ({
    page,
  }) => {
    const complaints = browserComplaints(page);
    for (const path of ['/login', '/salary-calculator']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await signInThroughApi(page, '/talent/job-opportunities');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(complaints).toEqual([]);
  });

  const careerTools = [
    ['CONTESTS', /\/talent\/contest$/],
    ['REFER A FRIEND', /\/talent\/refer$/],
    ['SALARY CALCULATOR', /\/salary-calculator$/],
  ] as const;
  const openersOfCareerTools = {
    1280: async (page: Page) => {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('button', { name: 'CAREER TOOLS' })
        .click();
      return page.getByRole('dialog', { name: 'CAREER TOOLS' });
    },
    390: async (page: Page) => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      return page.getByRole('dialog', { name: 'Navigation' });
    },
  };
  for (const [width, open] of Object.entries(openersOfCareerTools)) {
    test(`a talent reaches contests, skill quizzes, refer a friend and the salary calculator from the ${width === '1280' ? 'header' : 'drawer'} at ${width} px`, async ({
      page,
    }) => {
      await signInThroughApi(page, dashboard);
      await page.setViewportSize({ width: Number(width), height: 800 });
      for (const [name, url] of careerTools) {
        await page.goto('/talent/interviews');
        await (await open(page)).getByRole('link', { name }).click();
        await expect(page).toHaveURL(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await page.goto('/talent/interviews');
      await (await open(page)).getByRole('button', { name: 'SKILL QUIZZES' }).click();
      await expect(page.getByRole('dialog', { name: 'Skill Assessment' })).toBeVisible();
    });
  }
});
