import { expect, type Page } from '@playwright/test';
import type { SignedInTalent as Talent } from './accounts.ts';

/**
 * The company's side of hiring, driven through the staff API as `npm run staff` does, for journeys
 * that answer interviews and offers in the activity modals.
 */

const day = 86_400_000;

/** `days` from now at `hour` in Jakarta, as an ISO instant. */
export function jakarta(days: number, hour: number): string {
  const date = new Date(Date.now() + days * day).toISOString().slice(0, 10);
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+07:00`).toISOString();
}

/** The interview times every invitation offers. */
export const slots = [jakarta(3, 10), jakarta(3, 14), jakarta(4, 9)];

export async function call(page: Page, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const answer = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBe(200);
  return (await answer.json()).data;
}

/** Applies to open jobs the talent has not applied to, and answers the applications' ids. */
export async function applyToJobs(
  page: Page,
  talent: Talent,
  staff: string,
  count: number,
): Promise<number[]> {
  const jobs = (await call(
    page,
    talent.token,
    'GET',
    `/api/talent/v2/opportunities/${talent.id}?filter=all&sort=date&size=${count + 10}`,
  )) as { id: number; applied: boolean; is_closed: boolean }[];
  const open = jobs.filter((job) => !job.applied && !job.is_closed).slice(0, count);
  expect(open).toHaveLength(count);
  const ids: number[] = [];
  for (const job of open) {
    await call(page, talent.token, 'POST', `/api/talent/v2/jobs/${job.id}/apply`, {
      product_id: job.id,
      talent_id: talent.id,
    });
    const [application] = (await call(
      page,
      staff,
      'GET',
      `/api/staff/applications?talent_id=${talent.id}&job_id=${job.id}`,
    )) as { id: number }[];
    ids.push(application?.id ?? 0);
  }
  return ids;
}

export async function invite(page: Page, staff: string, applicationId: number) {
  return call(page, staff, 'POST', `/api/staff/applications/${applicationId}/interview`, {
    schedules: slots,
    location: 'Jl. Jend. Sudirman 1, Jakarta',
    url: 'https://meet.example.com/hiring-journey',
    pic: 'Dewi Lestari (HR)',
  }) as Promise<{ stage_info: { schedules_id: number } }>;
}

/** Invites the talent, who accepts the first slot, and offers them 20 million gross. */
export async function offer(page: Page, staff: string, talent: Talent, applicationId: number) {
  const invited = await invite(page, staff, applicationId);
  await call(page, talent.token, 'POST', '/api/talent/v1/interview/accept', {
    id: invited.stage_info.schedules_id,
    role_talent_id: applicationId,
    interview_date: slots[0],
  });
  await call(page, staff, 'POST', `/api/staff/applications/${applicationId}/offer`, {
    salary: 20_000_000,
    nett_gross: 'gross',
    perks_and_benefits: 'Health insurance and a yearly learning budget',
  });
}

/**
 * Opens an application's activity modal by its address, as a notification's link does. It opens once
 * the dashboard, the modal's code and the activity have come, which on a busy machine takes longer
 * than a click's answer.
 */
export async function openActivity(page: Page, applicationId: number, modal: number, title: string) {
  await page.goto(`/talent/interviews?activity=${applicationId}&modal=${modal}`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}
