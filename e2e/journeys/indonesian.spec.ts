import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAccessibilityViolations, test } from '../support/accessibility.ts';

/**
 * Talent in Bahasa Indonesia (issue #35), for a guest whose browser prefers Indonesian, on a 390 px
 * phone where Indonesian's longer words must still fit.
 */
test.use({ locale: 'id-ID', viewport: { width: 390, height: 844 } });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** No element of the page is wider than the screen, so nothing is cut off or scrolls sideways. */
async function expectNoSidewaysOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a guest whose browser prefers Indonesian signs in and calculates a salary in Indonesian, then switches back', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByText('Masuk ke akun talentamu.')).toBeVisible();
  await expect(page.getByLabel(/^Kata Sandi/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await expectNoSidewaysOverflow(page);
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
  await expectNoSidewaysOverflow(page);
  await expectNoSeriousAccessibilityViolations(page);
  await page.screenshot({ path: testInfo.outputPath('salary-id-390.png'), fullPage: true });

  // Switching back gives the spec's English exactly, and this browser remembers it.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salary Calculator' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByText('Sign in to your talent account.')).toBeVisible();
});
