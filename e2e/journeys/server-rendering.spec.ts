import { expect, test } from '../support/accessibility.ts';
import { demoPassword, demoTalentEmail } from '../support/accounts.ts';
import { expectHydrated } from '../support/hydration-watch.ts';

/**
 * Every public page's first HTML is the page itself, drawn by React on the server (decision 0149):
 * readable with no script at all, and, with script, hydrated as it was drawn (the hydration watch of
 * every journey fails it otherwise) and working.
 */
const publicPages: { path: string; heading: string; shows?: string }[] = [
  { path: '/login', heading: 'Login' },
  { path: '/login/register', heading: 'Register as a talent' },
  { path: '/login/forgot-password', heading: 'Forgot your password?' },
  { path: '/salary-calculator', heading: 'Salary Calculator' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/accessibility', heading: 'Accessibility' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  // The list's page is in the first HTML, not a skeleton: the first, and one a link leads to.
  {
    path: '/media',
    heading: 'Career insights',
    shows: 'How to write a CV that recruiters in Jakarta actually read',
  },
  {
    path: '/media?page=2',
    heading: 'Career insights',
    shows: 'From intern to full-time: how to turn an internship into an offer',
  },
  { path: '/company/1', heading: 'Gojek' },
];

test('public pages are readable before any script runs, and work once it does', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await noScript.newPage();
  for (const { path, heading, shows } of publicPages) {
    await bare.goto(path);
    await expect(bare.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    if (shows) await expect(bare.getByText(shows), path).toBeVisible();
  }
  await expect(bare.getByRole('main').getByRole('link').first()).toBeVisible();
  const missing = await bare.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Oopss!');
  await noScript.close();

  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  // Hydrated, the login form is the app's: its checks answer.
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('not an address');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
});

test("what a guest types into the server's login form before its script runs signs them in once it does", async ({
  page,
}) => {
  let releaseScripts = () => {};
  const typed = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/assets/**/*.js', async (route) => {
    await typed;
    await route.continue();
  });
  // A module script holds back even DOMContentLoaded: the page is read and typed into as drawn.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(demoTalentEmail);
  await page.getByLabel('Password', { exact: false }).first().fill(demoPassword);
  releaseScripts();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/talent\/interviews$/, { timeout: 30_000 });
});

test("a signed-in page's first HTML is its frame and a skeleton, and a guest is then sent to sign in", async ({
  page,
}) => {
  const answer = await page.request.get('/talent/profile');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('Skip to main content');
  expect(html).toMatch(/<main[^>]*>[\s\S]*role="status"/);
  await page.goto('/talent/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test("a public page's scripts start once it is on the screen, a signed-in page's with the page (decision 0164)", async ({
  page,
}) => {
  await page.goto('/salary-calculator');
  await expectHydrated(page.getByRole('combobox', { name: 'Job Category' }));
  const started = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    entry:
      performance.getEntriesByType('resource').find((file) => /\/assets\/index-[\w-]+\.js$/.test(file.name))
        ?.startTime ?? null,
  }));
  expect(started.painted).not.toBeNull();
  expect(started.entry).toBeGreaterThan(started.painted ?? Number.POSITIVE_INFINITY);

  const signedIn = await (await page.request.get('/talent/profile')).text();
  expect(signedIn).toMatch(/<script type="module"[^>]* src="\/assets\/index-[\w-]+\.js"><\/script>/);
  expect(signedIn).not.toContain('id="page-scripts"');
});
