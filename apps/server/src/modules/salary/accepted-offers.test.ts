import {
  acceptInterview,
  answerOffer,
  editPreferences,
  inviteToInterview,
  sendOffer,
  takeHomePayFromNett,
} from '@talent/contract';
import { jobApplications, jobs, positionFunctionId } from '@talent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';
import { registerHiringRoutes } from '../hiring/index.ts';
import { createProfileModule } from '../profile/index.ts';
import { createSalaryModule } from './salary.routes.ts';

let server: TestApp;
let staff: SignedIn;
const talents: SignedIn[] = [];

// Engineering - Backend Engineer with 4 years of experience: the '3-5 years' band.
const backend = positionFunctionId(1, 0);
const threeToFive = 3;
const day = 86_400_000;

beforeAll(async () => {
  server = await createTestApp({
    modules: [createProfileModule(), registerHiringRoutes, createSalaryModule({ revisionCheckMs: 0 })],
  });
  staff = await server.signInAs('staff.offers@example.com', { type: 'staff' });
  for (let n = 1; n <= 6; n += 1) talents.push(await server.signInAs(`offered.${n}@example.com`));
});

afterAll(async () => {
  await server?.close();
});

async function statePosition(talent: SignedIn, currentSalary: number) {
  const saved = await server.inject(
    editPreferences,
    {
      params: { id: talent.id },
      body: {
        position_category_id: 1,
        position_function_id: backend,
        position_level_id: 4,
        years_of_experience: 4,
        working_system_id: 1,
        availability_id: 1,
        company_size_id: 1,
        work_location_ids: [1],
        industry_ids: [1],
        cur_min_sal: currentSalary,
        expected_salary: 40_000_000,
        salary_type: 'gross',
        salary_negotiable: true,
        notice_period_id: 3,
      },
    },
    { token: talent.token },
  );
  expect(saved.status).toBe(200);
}

/** The talent applies, confirms an interview slot and answers the company's offer of `salary`. */
async function acceptOffer(talent: SignedIn, salary: number, nettGross: 'nett' | 'gross') {
  const [job] = await server.db
    .insert(jobs)
    .values({
      companyId: 1,
      positionId: 101,
      positionCategoryId: 1,
      positionLevelId: 4,
      cityId: 1,
      workingSystemId: 1,
      searchText: 'backend engineer',
    })
    .returning({ id: jobs.id });
  const [application] = await server.db
    .insert(jobApplications)
    .values({ talentId: talent.id, jobId: job?.id ?? 0 })
    .returning({ id: jobApplications.id });
  const id = application?.id ?? 0;
  // Three, four and five days ahead at 10:00 in Jakarta (03:00 UTC).
  const slots = [3, 4, 5].map(
    (days) =>
      `${new Date(server.clock.now().getTime() + days * day).toISOString().slice(0, 10)}T03:00:00.000Z`,
  );
  const slot = slots[0] ?? '';
  const invited = await server.inject(
    inviteToInterview,
    {
      params: { id },
      body: {
        schedules: slots,
        location: 'Jl. Sudirman 1',
        pic: 'Rina',
        url: 'https://meet.example.com/abc',
      },
    },
    { token: staff.token },
  );
  expect(invited.status).toBe(200);
  const scheduleId = invited.body.data.stage_info.schedules_id ?? 0;
  const confirmed = await server.inject(
    acceptInterview,
    { body: { id: scheduleId, role_talent_id: id, interview_date: slot } },
    { token: talent.token },
  );
  expect(confirmed.status).toBe(200);
  const offered = await server.inject(
    sendOffer,
    { params: { id }, body: { salary, nett_gross: nettGross, perks_and_benefits: 'Health insurance' } },
    { token: staff.token },
  );
  expect(offered.status).toBe(200);
  const accepted = await server.inject(
    answerOffer,
    { body: { role_talent_id: id, talent_id: talent.id, status: 12 } },
    { token: talent.token },
  );
  expect(accepted.status).toBe(200);
}

async function calculator() {
  const answer = await server.request({
    method: 'GET',
    url: `/api/talent/v1/salary-calculator?position_function_id=${backend}&years_category_id=${threeToFive}`,
  });
  return answer.body.data as { salary_mean: number; observations: number } | null;
}

describe('accepted job offers in the salary calculator', () => {
  it('adds what an accepted offer pays, as a gross monthly salary, beside the stated salaries', async () => {
    const stated = talents.slice(0, 5);
    for (const talent of stated) await statePosition(talent, 20_000_000);
    expect(await calculator()).toMatchObject({ observations: 5, salary_mean: 20_000_000 });

    const [first, , , , , sixth] = talents;
    if (!first || !sixth) throw new Error('no talents');
    await acceptOffer(first, 26_000_000, 'gross');
    expect(await calculator()).toMatchObject({ observations: 6, salary_mean: 21_000_000 });

    // A nett offer counts as the gross salary that pays it.
    await statePosition(sixth, 20_000_000);
    await acceptOffer(sixth, 15_000_000, 'nett');
    const gross = takeHomePayFromNett(15_000_000).gross;
    expect(gross).toBeGreaterThan(15_000_000);
    const figures = await calculator();
    expect(figures?.observations).toBe(8);
    expect(figures?.salary_mean).toBeCloseTo((6 * 20_000_000 + 26_000_000 + gross) / 8, -1);
  });
});
