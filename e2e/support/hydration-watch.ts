import { expect, type Locator } from '@playwright/test';
import { test as base } from './journey-server.ts';

/**
 * React's words when the page the server rendered and the browser's first render differ (decision
 * 0149): in a production build the minified errors 418 (text or element), 419, 422, 423 and 425;
 * a development build says "hydrat…".
 */
const hydrationFailure = /Minified React error #(418|419|422|423|425)\b|hydrat/i;

/**
 * Fails any journey in which a page the server rendered did not hydrate as it was: React then throws
 * the server's HTML away and draws the page again, so the first paint was not the page people use.
 */
export const test = base.extend<{ hydrationCheck: undefined }>({
  hydrationCheck: [
    async ({ context }, use) => {
      const failures: string[] = [];
      const watch = (url: string, text: string) => {
        if (hydrationFailure.test(text)) failures.push(`${url}: ${text.split('\n')[0]}`);
      };
      context.on('console', (message) => {
        if (message.type() === 'error') watch(message.page()?.url() ?? '', message.text());
      });
      context.on('weberror', (error) => watch(error.page()?.url() ?? '', String(error.error())));
      await use(undefined);
      expect(failures, 'pages whose server render did not hydrate').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has taken over `element` of a page the server drew, so that pressing it reaches
 * the page's script. Pressed before then, a server-drawn control does what its HTML does.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
