import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';
import { dashboard, signInThroughApi } from '../support/accounts.ts';

/** The blog on the 20 demo articles `npm start` seeds, nine to a page, newest first. */

test('a guest reads the blog newest first, pages through it, opens an article and comes back', async ({
  page,
}) => {
  await page.goto('/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Career insights' })).toBeVisible();
  const articles = page.getByRole('region', { name: 'Articles' }).getByRole('article');
  await expect(articles).toHaveCount(9);
  const dates = await articles
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await expectNoSeriousAccessibilityViolations(page);

  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect(page).toHaveURL(/\/media\?page=3$/);
  await expect(articles).toHaveCount(2);
  await page.reload();
  await expect(articles).toHaveCount(2);

  const title = (await articles.first().getByRole('link').textContent()) ?? '';
  await articles.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(title);
  await expect(page.getByText(/^By /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keep reading' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  await page.getByRole('link', { name: /All articles/ }).click();
  await expect(page).toHaveURL(/\/media$/);

  await page.goto('/media/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
});

test('the dashboard shows the three latest articles, each a link to read it', async ({ page }) => {
  await signInThroughApi(page, dashboard);
  const latest = page.getByRole('region', { name: 'Latest articles' });
  await expect(latest.getByRole('listitem')).toHaveCount(3);
  const first = latest.getByRole('listitem').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
