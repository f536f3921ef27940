import { takeHomePayFromNett } from '@talent/contract';
import type { EventPublisher } from '../../platform/events/events.ts';
import type { SalaryProfile } from '../profile/index.ts';
import type { SalaryRepository, StatedSalary } from './salary.repository.ts';

/** The profile sections a stated salary is made of: the salary, the position, the skills, the city, the years. */
const salarySections = new Set(['personal', 'skills', 'experiences', 'preferences']);

/**
 * The observation a talent's current salary makes, or null while the profile lacks what the
 * calculator groups by. Observations are monthly gross amounts, so a nett salary counts as the
 * gross that leaves it (take-home pay rules of the contract).
 */
export function statedSalaryOf(profile: SalaryProfile, yearsCategoryId: number | null): StatedSalary | null {
  const { currentSalary, positionFunctionId } = profile;
  if (!currentSalary || currentSalary <= 0 || positionFunctionId === null || yearsCategoryId === null)
    return null;
  return {
    positionFunctionId,
    yearsCategoryId,
    cityId: profile.cityId,
    amount: profile.salaryType === 'nett' ? takeHomePayFromNett(currentSalary).gross : currentSalary,
    skillIds: profile.skillIds,
  };
}

/**
 * Talents' current salaries feed the calculator: each talent counts once, as one observation that
 * follows every save of the sections it is made of, and goes when the salary is taken away.
 */
export function followStatedSalaries(deps: {
  repository: SalaryRepository;
  salaryProfileOf: (talentId: number) => Promise<SalaryProfile | null>;
  events: EventPublisher;
}): void {
  const { repository, salaryProfileOf, events } = deps;
  events.subscribe('profile.saved', async ({ talentId, section }) => {
    if (!salarySections.has(section)) return;
    const profile = await salaryProfileOf(talentId);
    const years = profile?.yearsOfExperience ?? null;
    const yearsCategoryId = years === null ? null : await repository.yearsCategoryOf(years);
    await repository.replaceStatedSalary(talentId, profile ? statedSalaryOf(profile, yearsCategoryId) : null);
  });
}
