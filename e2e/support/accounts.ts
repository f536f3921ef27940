import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { SessionData } from '../../packages/contract/src/accounts.ts';
import { linkFromMailbox } from './mailbox.ts';

/** The password of every demo account `npm start` seeds (README). */
export const demoPassword = 'Demo!2026';

/** The onboarded demo talent with activity in every hiring stage. */
export const demoTalentEmail = 'talent@example.com';

/** A fresh address per journey and browser, so journeys never share an account. */
export function newEmail(project: string): string {
  return `e2e-${project}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Fills the login page the way a person does; the page must be showing. The server draws it before
 * its script runs: what is typed before then is lost, so this waits until Sign In is ready.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The dashboard, where a signed-in talent lands. */
export const dashboard = '/talent/interviews';

/**
 * Signs in without the login page and opens `path`, for journeys about something else: the form,
 * waiting for the page to take typing, and the dashboard it lands on cost each of them over a
 * second. It sends the form's call, so the server's device cookie lands in this browser too, and
 * keeps what the form keeps (storeSession in the web app's features/accounts/session/session.ts).
 * The app remembers its version itself on the first page, as for any session stored without one.
 */
export async function signInThroughApi(
  page: Page,
  path: string,
  email = demoTalentEmail,
  password = demoPassword,
): Promise<void> {
  const answer = await page.request.post('/api/auth/auth-core/signin', {
    headers: { source: 'marketplace' },
    data: { email, password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const session = (await answer.json()).data as SessionData;
  // The browser's storage belongs to the site: a small file of it, which runs none of the app.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ id, type, token, onboarded, language, email }) => {
      localStorage.setItem('talentData', JSON.stringify({ id, email }));
      localStorage.setItem('auth', JSON.stringify({ id, type, token, onboarded }));
      // The account's language follows the talent to this browser, as on signing in on the form.
      if (language !== undefined) localStorage.setItem('language', language);
    },
    { ...session, email: email.trim() },
  );
  await page.goto(path);
}

export interface SignedInTalent {
  id: number;
  token: string;
}

/** The talent signed in on the page, as the browser keeps them. */
export function signedInTalent(page: Page): Promise<SignedInTalent> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}') as SignedInTalent);
}

/** A talent account made through the API (unverified until its mailbox link is followed). */
export async function signUpThroughApi(page: Page, email: string, password: string): Promise<void> {
  const answer = await page.request.post('/api/auth/auth-core/signup', {
    headers: { source: 'marketplace' },
    data: { email, password, fullname: 'Dewi Lestari', phone: '+62 811 2233 4455', terms_accepted: true },
  });
  expect(answer.status()).toBe(201);
}

/** A small but real PDF, as a talent's CV would be. */
export const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function firstIds(
  page: Page,
  list: string,
  count: number,
): Promise<{ id: number; position_category_id?: number }[]> {
  const answer = await page.request.get(`/api/master/data/${list}?size=-1`);
  expect(answer.status(), list).toBe(200);
  return ((await answer.json()).data as { id: number; position_category_id?: number }[]).slice(0, count);
}

/** A talent made through the API, with the bearer token its own API calls carry. */
export interface ApiTalent {
  id: number;
  email: string;
  authorization: string;
}

/**
 * A talent of their own, signed up and verified through the mailbox but not onboarded yet; the
 * browser is not signed in, so its pages show what a guest (or the talent after signing in) sees.
 */
export async function verifiedTalentThroughApi(page: Page, project: string): Promise<ApiTalent> {
  const email = newEmail(project);
  await signUpThroughApi(page, email, demoPassword);
  await page.goto(await linkFromMailbox(page, email, 'verify_token'));
  await expect(page.getByText('Your email has been verified. Please sign in.')).toBeVisible();
  const signedIn = await page.request.post('/api/auth/auth-core/signin', {
    headers: { source: 'marketplace' },
    data: { email, password: demoPassword },
  });
  expect(signedIn.status()).toBe(200);
  const { id, token } = (await signedIn.json()).data as { id: number; token: string };
  return { id, email, authorization: `Bearer ${token}` };
}

/** One onboarding step through the same calls its page sends (step 3: the survey, then the CV). */
export async function completeOnboardingStepThroughApi(
  page: Page,
  talent: ApiTalent,
  step: 1 | 2 | 3,
): Promise<void> {
  const { id, authorization } = talent;
  const [city] = await firstIds(page, 'area_codes', 1);
  const calls = {
    1: [
      () =>
        page.request.patch(`/api/talent/v2/talent/${id}/onboarding/1`, {
          headers: { authorization },
          data: {
            fullname: 'Dewi Lestari',
            phone: '+62 811 2233 4455',
            birth_date: '1996-04-12',
            city_id: city?.id,
            about: 'Operations analyst who likes tidy spreadsheets and clear processes.',
          },
        }),
    ],
    2: [
      async () => {
        const [fn] = await firstIds(page, 'position-functions', 1);
        const [level] = await firstIds(page, 'position-levels', 1);
        const skills = await firstIds(page, 'skill-sets', 5);
        return page.request.patch(`/api/talent/v2/talent/${id}/onboarding/2`, {
          headers: { authorization },
          data: {
            position_category_id: fn?.position_category_id,
            position_function_id: fn?.id,
            position_level_id: level?.id,
            years_of_experience: 3,
            skill_ids: skills.map((skill) => skill.id),
            work_location_ids: [city?.id],
            expected_salary: 12_000_000,
            salary_type: 'gross',
          },
        });
      },
    ],
    3: [
      () =>
        page.request.put('/api/talent/v3/onboarding', {
          headers: { authorization },
          data: { talent_id: id, survey_source_id: 1 },
        }),
      () =>
        page.request.patch('/api/talent/v1/onboarding/3', {
          headers: { authorization },
          multipart: { CV: { name: 'Dewi Lestari CV.pdf', mimeType: 'application/pdf', buffer: smallPdf } },
        }),
    ],
  };
  // One after another, as the onboarding page sends them.
  for (const call of calls[step]) {
    const answer = await call();
    expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  }
}

/**
 * A talent of their own for a journey that changes a talent once and for all (the rating flow):
 * signed up, verified through the mailbox and onboarded through the same calls the onboarding pages
 * send; the browser is not signed in.
 */
export async function onboardedTalentThroughApi(page: Page, project: string): Promise<ApiTalent> {
  const talent = await verifiedTalentThroughApi(page, project);
  for (const step of [1, 2, 3] as const) await completeOnboardingStepThroughApi(page, talent, step);
  return talent;
}

/** An onboarded talent of their own (see onboardedTalentThroughApi), signed in on `path`. */
export async function signInAsFreshTalent(
  page: Page,
  project: string,
  path = dashboard,
): Promise<{ id: number; email: string }> {
  const talent = await onboardedTalentThroughApi(page, project);
  await signInThroughApi(page, path, talent.email);
  return { id: talent.id, email: talent.email };
}
