import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** The password of every demo account `npm start` seeds (README). */
export const demoPassword = 'Demo!2026';

/** The onboarded demo talent with activity in every hiring stage. */
export const demoTalentEmail = 'talent@example.com';

/** A fresh address per journey and browser, so journeys never share an account. */
export function newEmail(project: string): string {
  return `e2e-${project}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Fills the login page the way a person does; the page must be showing. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the login page, signs in as a demo account and waits for the dashboard. */
export async function signInAsDemoTalent(page: Page, email = demoTalentEmail): Promise<void> {
  await page.goto('/login');
  await signIn(page, email, demoPassword);
  await expect(page).toHaveURL(/\/talent\/interviews$/, { timeout: 30_000 });
}

/** A talent account made through the API (unverified until its mailbox link is followed). */
export async function signUpThroughApi(page: Page, email: string, password: string): Promise<void> {
  const answer = await page.request.post('/api/auth/auth-core/signup', {
    headers: { source: 'marketplace' },
    data: { email, password, fullname: 'Dewi Lestari', phone: '+62 811 2233 4455' },
  });
  expect(answer.status()).toBe(201);
}
