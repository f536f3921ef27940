import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAccessibilityViolations } from './accessibility.ts';

/**
 * Nothing on the page is wider than the screen, so nothing scrolls sideways, and no text is cut off
 * inside a box that hides what does not fit: Indonesian's longer words are where both show first
 * (issue 35). A box that scrolls (a wide table) lets its reader reach the rest, so it is not cut;
 * nor is a preview that ends in an ellipsis (a chat's last message), whose whole text is a tap away.
 */
export async function expectNothingCutOff(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const cut = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const { overflowX, textOverflow } = getComputedStyle(element);
        if ((overflowX !== 'hidden' && overflowX !== 'clip') || textOverflow === 'ellipsis') return false;
        // Screen-reader-only text sits in a 1 px box on purpose.
        if (element.clientWidth <= 1 || element.checkVisibility() === false) return false;
        return element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim() !== '';
      })
      // The innermost box names the text; its ancestors only repeat it.
      .filter((element, _index, all) => !all.some((other) => other !== element && element.contains(other)))
      .map((element) => `"${(element.textContent ?? '').trim().slice(0, 60)}"`);
    return { sideways: document.documentElement.scrollWidth - window.innerWidth, cut };
  });
  expect(found.sideways, `${where} scrolls sideways by ${found.sideways} px`).toBeLessThanOrEqual(0);
  expect(found.cut, `${where} cuts off text`).toEqual([]);
}

/**
 * Opens `path` at the phone's width and judges it once loaded: nothing cut off or scrolling sideways,
 * and nothing serious for axe. `shown`: what the page must show before it is measured, where any
 * first heading is not enough.
 */
export async function expectToFitThePhone(page: Page, path: string, shown?: Locator): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  if (shown) await expect(shown).toBeVisible({ timeout: 20_000 });
  // Lists and sections finish loading before the width is measured.
  await expect(page.locator('[aria-busy="true"], [role="status"] .mantine-Skeleton-root')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expectNothingCutOff(page, path);
  await expectNoSeriousAccessibilityViolations(page);
}
