import { expect, type Page, test } from '@playwright/test';
import { demoPassword, signInAsDemoTalent } from '../support/accounts.ts';

/** Staff tell the demo talent something through the staff API, as the staff tool does. */
async function staffSends(page: Page, talentId: number, text: string): Promise<void> {
  const signin = await page.request.post('/api/auth/auth-core/signin', {
    headers: { source: 'marketplace' },
    data: { email: 'staff@example.com', password: demoPassword },
  });
  expect(signin.status()).toBe(200);
  const { token } = (await signin.json()).data as { token: string };
  const sent = await page.request.post(`/api/staff/talents/${talentId}/notifications`, {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 'hiring', text, url_action: '/talent/jobs' },
  });
  expect(sent.status()).toBe(200);
}

async function demoTalentId(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').id as number);
}

test('a notification staff send appears on the open page without a reload and raises the bell count', async ({
  page,
}, testInfo) => {
  await signInAsDemoTalent(page);
  const bell = page.getByRole('banner').getByLabel(/^Notifications/);
  await expect(bell).toHaveAttribute('aria-label', /unread/);
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const text = `Live from staff ${testInfo.project.name} ${Date.now()}`;

  await staffSends(page, await demoTalentId(page), text);
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);

  if (testInfo.project.name === 'desktop') {
    await bell.click();
    const overlay = page.getByRole('dialog', { name: 'Notifications' });
    await expect(overlay.getByText(text)).toBeVisible();
    await overlay.getByRole('link', { name: 'View All' }).click();
  } else {
    await bell.click();
  }
  await expect(page).toHaveURL(/\/talent\/notifications$/);
});
