import { editPreferences } from '@talent/contract';
import { positionFunctionId } from '@talent/db';
import { expect } from 'vitest';
import type { SignedIn, TestApp } from '../../../testing/test-app.ts';

/** Engineering - Backend Engineer with 4 years of experience: the '3-5 years' band. */
export const backend = positionFunctionId(1, 0);
export const threeToFive = 3;

/** Job preferences that put a talent in the backend band, stating `currentSalary` as gross. */
export function backendPreference(currentSalary: number) {
  return {
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
    salary_type: 'gross' as const,
    salary_negotiable: true,
    notice_period_id: 3,
  };
}

/** Saves the talent's preferences in the backend band through the profile's own call. */
export async function stateBackendSalary(server: TestApp, talent: SignedIn, currentSalary: number) {
  const saved = await server.inject(
    editPreferences,
    { params: { id: talent.id }, body: backendPreference(currentSalary) },
    { token: talent.token },
  );
  expect(saved.status).toBe(200);
}

/** What the public calculator answers for the backend band: null below the minimum sample. */
export async function backendFigures(server: TestApp) {
  const answer = await server.request({
    method: 'GET',
    url: `/api/talent/v1/salary-calculator?position_function_id=${backend}&years_category_id=${threeToFive}`,
  });
  return answer.body.data as { salary_mean: number; observations: number } | null;
}
