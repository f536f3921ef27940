import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { budgetedPages, kilobytes, weighFirstLoad } from '../support/first-load-budget.ts';
import { test } from '../support/journey-server.ts';

/**
 * The first-load budget (issue #12): each budgeted page is opened directly, as from a link or a
 * bookmark, and every script and stylesheet the browser fetched for it is weighed from the build
 * with size-limit (gzip). A page over its budget (support/first-load-budget.ts) fails `npm test`.
 */
const webDist = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

async function signInDemoTalent(page: Page): Promise<void> {
  const answer = await page.request.post('/api/auth/auth-core/signin', {
    headers: { source: 'marketplace' },
    data: { email: 'talent@example.com', password: 'Demo!2026' },
  });
  const { token } = (await answer.json()).data as { token: string };
  await page.goto(`/login/callback#token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/talent\//);
}

test.describe('the first load of a page', () => {
  for (const { path, signedIn, budget } of budgetedPages) {
    test(`${path} stays within ${kilobytes(budget.scriptBytes)} of JavaScript and ${kilobytes(budget.styleBytes)} of CSS`, async ({
      browser,
    }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (signedIn) await signInDemoTalent(page);

      const fresh = await context.newPage();
      // The live streams (notifications, chat) stay open for as long as the page does, so the network
      // would never go idle; they carry no scripts or styles.
      await fresh.route(/\/stream$/, (route) => route.abort());
      const assets = new Set<string>();
      fresh.on('requestfinished', (request) => {
        const { pathname } = new URL(request.url());
        if (/\.(m?js|css)$/.test(pathname) && pathname.startsWith('/assets/')) assets.add(pathname);
      });
      await fresh.goto(path, { waitUntil: 'networkidle' });
      await expect(fresh).toHaveURL(new RegExp(`${path}$`));
      // A page's sections load after it, each behind a skeleton, and on a busy machine the network
      // can go quiet between two of them: the page is weighed once every skeleton has given way.
      await expect(fresh.locator('.mantine-Skeleton-root')).toHaveCount(0);

      const size = await weighFirstLoad(
        [...assets].map((asset) => join(webDist, asset)),
        budget,
      );
      test.info().annotations.push({
        type: 'first load',
        description: `${path}: JavaScript ${kilobytes(size.scriptBytes)}, CSS ${kilobytes(size.styleBytes)} gzip`,
      });
      console.log(
        `${path}: JavaScript ${kilobytes(size.scriptBytes)}, CSS ${kilobytes(size.styleBytes)} gzip`,
      );
      expect(size.scriptBytes, 'some JavaScript was weighed').toBeGreaterThan(0);
      expect(size.overBudget, `${path} over its first-load budget`).toEqual([]);
      await context.close();
    });
  }
});
