import { expect } from '@playwright/test';
import { test } from '../support/journey-server.ts';

test.describe('the API beside the app', () => {
  test('answers health and readiness, and serves its reference page', async ({ page, request }) => {
    expect((await request.get('/healthz')).ok()).toBe(true);
    expect((await request.get('/readyz')).ok()).toBe(true);
    const openapi = await (await request.get('/api/openapi.json')).json();
    expect(Object.keys(openapi.paths)).toContain('/api/master/data/universities');
    await page.goto('/api/docs');
    await page.locator('.opblock-tag', { hasText: 'master' }).click();
    await expect(page.getByText('/api/master/data/universities').first()).toBeVisible();
  });

  test('an unknown API path answers the NOT_FOUND envelope, not the web app', async ({ request }) => {
    const response = await request.get('/api/talent/v2/no-such-thing');
    expect(response.status()).toBe(404);
    const body = await response.json();
    expect(body).toMatchObject({ data: null, meta: { type: 'NOT_FOUND' } });
  });
});
