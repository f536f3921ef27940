import { editSkills, takeHomePayFromNett } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';
import { createProfileModule } from '../profile/index.ts';
import { registerSalaryRoutes } from './salary.routes.ts';
import { statedSalaryOf } from './stated-salaries.ts';
import { backend, backendFigures, stateBackendSalary, threeToFive } from './testing/backend-band.ts';

let server: TestApp;
const talents: SignedIn[] = [];

beforeAll(async () => {
  server = await createTestApp({
    modules: [createProfileModule(), registerSalaryRoutes],
  });
  for (let n = 1; n <= 5; n += 1) talents.push(await server.signInAs(`backend.${n}@example.com`));
});

afterAll(async () => {
  await server?.close();
});

describe("talents' current salaries in the salary calculator", () => {
  it('counts each talent who states a current salary, once, in their position and years band', async () => {
    expect(await backendFigures(server)).toBeNull();
    const salaries = [18_000_000, 22_000_000, 25_000_000, 27_000_000, 33_000_000];
    for (const [index, talent] of talents.entries())
      await stateBackendSalary(server, talent, salaries[index] ?? 0);

    expect(await backendFigures(server)).toMatchObject({ observations: 5, salary_mean: 25_000_000 });
  });

  it('follows a talent who changes their salary, without counting them twice', async () => {
    const [first] = talents;
    if (!first) throw new Error('no talent');
    await stateBackendSalary(server, first, 28_000_000);
    expect(await backendFigures(server)).toMatchObject({ observations: 5, salary_mean: 27_000_000 });
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
    expect(await backendFigures(server)).toMatchObject({ observations: 5, salary_mean: 27_000_000 });
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
