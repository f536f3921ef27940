import { editPreferences, editSkills, takeHomePayFromNett } from '@talent/contract';
import { positionFunctionId } from '@talent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';
import { createProfileModule } from '../profile/index.ts';
import { createSalaryModule } from './salary.routes.ts';
import { statedSalaryOf } from './stated-salaries.ts';

let server: TestApp;
const talents: SignedIn[] = [];

// Engineering - Backend Engineer, and 4 years of experience: the '3-5 years' band.
const backend = positionFunctionId(1, 0);
const threeToFive = 3;
const preference = {
  position_category_id: 1,
  position_function_id: backend,
  position_level_id: 4,
  years_of_experience: 4,
  working_system_id: 1,
  availability_id: 1,
  company_size_id: 1,
  work_location_ids: [1],
  industry_ids: [1],
  expected_salary: 40_000_000,
  salary_type: 'gross' as const,
  salary_negotiable: true,
  notice_period_id: 3,
};

beforeAll(async () => {
  server = await createTestApp({
    modules: [createProfileModule(), createSalaryModule({ revisionCheckMs: 0 })],
  });
  for (let n = 1; n <= 5; n += 1) talents.push(await server.signInAs(`backend.${n}@example.com`));
});

afterAll(async () => {
  await server?.close();
});

async function statePreference(talent: SignedIn, currentSalary: number) {
  const saved = await server.inject(
    editPreferences,
    { params: { id: talent.id }, body: { ...preference, cur_min_sal: currentSalary } },
    { token: talent.token },
  );
  expect(saved.status).toBe(200);
}

async function calculator() {
  const answer = await server.request({
    method: 'GET',
    url: `/api/talent/v1/salary-calculator?position_function_id=${backend}&years_category_id=${threeToFive}`,
  });
  return answer.body.data as { salary_mean: number; observations: number } | null;
}

describe("talents' current salaries in the salary calculator", () => {
  it('counts each talent who states a current salary, once, in their position and years band', async () => {
    expect(await calculator()).toBeNull();
    const salaries = [18_000_000, 22_000_000, 25_000_000, 27_000_000, 33_000_000];
    for (const [index, talent] of talents.entries()) await statePreference(talent, salaries[index] ?? 0);

    expect(await calculator()).toMatchObject({ observations: 5, salary_mean: 25_000_000 });
  });

  it('follows a talent who changes their salary, without counting them twice', async () => {
    const [first] = talents;
    if (!first) throw new Error('no talent');
    await statePreference(first, 28_000_000);
    expect(await calculator()).toMatchObject({ observations: 5, salary_mean: 27_000_000 });
  });

  it('keeps the salary where it is when an unrelated section is saved', async () => {
    const [, second] = talents;
    if (!second) throw new Error('no talent');
    const skills = await server.inject(
      editSkills,
      { params: { id: second.id }, body: { skill_ids: [1, 2, 3, 4, 5], languages: [] } },
      { token: second.token },
    );
    expect(skills.status).toBe(200);
    expect(await calculator()).toMatchObject({ observations: 5, salary_mean: 27_000_000 });
  });
});

describe('the observation a stated salary makes', () => {
  const profile = {
    talentId: 7,
    currentSalary: 10_000_000,
    expectedSalary: null,
    salaryType: 'gross' as const,
    positionCategoryId: 1,
    positionFunctionId: backend,
    skillIds: [3, 4],
    cityId: 1,
    yearsOfExperience: 4,
  };

  it('is the monthly gross, so a nett salary counts as the gross that leaves it', () => {
    expect(statedSalaryOf(profile, threeToFive)?.amount).toBe(10_000_000);
    const nett = statedSalaryOf({ ...profile, salaryType: 'nett' }, threeToFive);
    expect(nett?.amount).toBe(takeHomePayFromNett(10_000_000).gross);
    expect(nett?.amount).toBeGreaterThan(10_000_000);
  });

  it('is none without a salary, a position or a years band', () => {
    expect(statedSalaryOf({ ...profile, currentSalary: null }, threeToFive)).toBeNull();
    expect(statedSalaryOf({ ...profile, positionFunctionId: null }, threeToFive)).toBeNull();
    expect(statedSalaryOf(profile, null)).toBeNull();
  });
});
