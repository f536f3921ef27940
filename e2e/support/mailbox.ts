import { expect, type Page } from '@playwright/test';

/**
 * The newest link in someone's mails carrying the `query` parameter (`verify_token`,
 * `reset_token`, ...), read from the development mailbox page and moved onto the server under
 * test (the mail's links point at PUBLIC_URL, which may name another host).
 */
export async function linkFromMailbox(page: Page, email: string, query: string): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const href = await page.locator(`a[href*="${query}="]`).first().getAttribute('href');
  expect(href, `a ${query} link in the mail to ${email}`).toBeTruthy();
  const link = new URL(href ?? '');
  return `${link.pathname}${link.search}`;
}
