import {
  businessFields,
  cities,
  companies,
  degrees,
  majors,
  skillSets,
  talentAchievements,
  talentCertificates,
  talentDocuments,
  talentEducations,
  talentExperiences,
  talentIndustries,
  talentPortfolios,
  talentProfiles,
  talentSkills,
  talentWorkLocations,
  universities,
} from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The spec's profile limits are the database's own too (decision 0035): a row that breaks one,
 * written straight into PostgreSQL past the API, is refused by the constraint named for it and
 * nothing of it is kept. A module with a bug, a script or a hand-made fix cannot store what the
 * forms and the API refuse.
 */

let server: TestApp;
let talentId: number;
const ids: Record<
  'cities' | 'industries' | 'skills' | 'university' | 'degree' | 'major' | 'company',
  number[]
> = { cities: [], industries: [], skills: [], university: [], degree: [], major: [], company: [] };

const MB = 1024 * 1024;

beforeAll(async () => {
  server = await createTestApp();
  talentId = (await server.signInAs('rina@example.com')).id;
  const { db } = server;
  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
  ids.cities = idsOf(await db.select({ id: cities.id }).from(cities).orderBy(cities.id).limit(7));
  ids.industries = idsOf(
    await db.select({ id: businessFields.id }).from(businessFields).orderBy(businessFields.id).limit(4),
  );
  ids.skills = idsOf(await db.select({ id: skillSets.id }).from(skillSets).orderBy(skillSets.id).limit(11));
  ids.university = idsOf(await db.select({ id: universities.id }).from(universities).limit(1));
  ids.degree = idsOf(await db.select({ id: degrees.id }).from(degrees).limit(1));
  ids.major = idsOf(await db.select({ id: majors.id }).from(majors).limit(1));
  ids.company = idsOf(await db.select({ id: companies.id }).from(companies).limit(1));
  expect(ids.cities).toHaveLength(7);
  expect(ids.industries).toHaveLength(4);
  expect(ids.skills).toHaveLength(11);
});

afterAll(async () => {
  await server?.close();
});

/** The constraint PostgreSQL named when it refused the write, with the kind of violation. */
async function refusal(write: PromiseLike<unknown>): Promise<{ code: string; constraint: string }> {
  try {
    await write;
  } catch (error) {
    let current: unknown = error;
    while (current && typeof current === 'object') {
      const { code, constraint } = current as { code?: unknown; constraint?: unknown };
      if (typeof code === 'string' && typeof constraint === 'string') return { code, constraint };
      current = (current as { cause?: unknown }).cause;
    }
    throw error;
  }
  throw new Error('The database kept the row');
}

const checkViolation = '23514';
const uniqueViolation = '23505';

const education = () => ({
  talentId,
  universityId: ids.university[0] ?? 0,
  degreeId: ids.degree[0] ?? 0,
  majorId: ids.major[0] ?? 0,
  gpa: 3.5,
  gpaOutOf: 4,
  startDate: '2012-08-01',
  endDate: '2016-07-01',
});

const experience = () => ({
  talentId,
  companyId: ids.company[0] ?? 0,
  positionName: 'Backend Engineer',
  startDate: '2020-01-01',
  endDate: '2022-01-01',
});

describe('the database refuses profile rows beyond the spec limits', () => {
  it('keeps a full profile within every limit, so each refusal below is the limit and nothing else', async () => {
    const { db } = server;
    await db.insert(talentProfiles).values({
      talentId,
      about: 'Backend engineer.',
      currentSalary: 1_000_000,
      expectedSalary: 1_000_000,
      salaryType: 'gross',
      yearsOfExperience: 60,
      cvSize: 34 * MB - 1,
    });
    await db
      .insert(talentSkills)
      .values(
        ids.skills.slice(0, 10).map((skillSetId, index) => ({ talentId, skillSetId, slot: index + 1 })),
      );
    await db
      .insert(talentWorkLocations)
      .values(ids.cities.slice(0, 6).map((cityId, index) => ({ talentId, cityId, slot: index + 1 })));
    await db
      .insert(talentIndustries)
      .values(
        ids.industries
          .slice(0, 3)
          .map((businessFieldId, index) => ({ talentId, businessFieldId, slot: index + 1 })),
      );
    await db
      .insert(talentEducations)
      .values([1, 2, 3, 4, 5].map((slot) => ({ ...education(), slot, gpa: 10, gpaOutOf: 10 })));
    await db.insert(talentExperiences).values({ ...experience(), endDate: null, isNow: true });
    await db
      .insert(talentPortfolios)
      .values({ talentId, title: 'Case', size: 10 * MB, description: 'x'.repeat(250) });
    await db
      .insert(talentDocuments)
      .values({ talentId, key: 'a.pdf', name: 'a.pdf', mime: 'application/pdf', size: 5 * MB });
  });

  const profileRow = (values: Partial<typeof talentProfiles.$inferInsert>) => async () => {
    await server.db.delete(talentProfiles).where(eq(talentProfiles.talentId, talentId));
    return server.db.insert(talentProfiles).values({ talentId, ...values });
  };

  /** [what is written, the write, the constraint that refuses it, the kind of violation] */
  const cases: [string, () => PromiseLike<unknown>, string, string][] = [
    [
      'a current salary below IDR 1.000.000',
      profileRow({ currentSalary: 999_999 }),
      'talent_profiles_current_salary_floor',
      checkViolation,
    ],
    [
      'an expected salary below IDR 1.000.000',
      profileRow({ expectedSalary: 999_999 }),
      'talent_profiles_expected_salary_floor',
      checkViolation,
    ],
    [
      'an expected salary below the current one',
      profileRow({ currentSalary: 9_000_000, expectedSalary: 8_000_000 }),
      'talent_profiles_expected_not_below_current',
      checkViolation,
    ],
    [
      'an about of 3,001 characters',
      profileRow({ about: 'x'.repeat(3001) }),
      'talent_profiles_about_length',
      checkViolation,
    ],
    [
      'an about of 4 characters',
      profileRow({ about: 'abcd' }),
      'talent_profiles_about_length',
      checkViolation,
    ],
    [
      'a salary type other than nett or gross',
      profileRow({ salaryType: 'net' as 'nett' }),
      'talent_profiles_salary_type_known',
      checkViolation,
    ],
    [
      '61 years of experience',
      profileRow({ yearsOfExperience: 61 }),
      'talent_profiles_years_of_experience',
      checkViolation,
    ],
    ['a CV of 34 MB', profileRow({ cvSize: 34 * MB }), 'talent_profiles_cv_size', checkViolation],
    [
      'an 11th skill',
      () => server.db.insert(talentSkills).values({ talentId, skillSetId: ids.skills[10] ?? 0, slot: 11 }),
      'talent_skills_slot_range',
      checkViolation,
    ],
    [
      'a 7th work location',
      () => server.db.insert(talentWorkLocations).values({ talentId, cityId: ids.cities[6] ?? 0, slot: 7 }),
      'talent_work_locations_slot_range',
      checkViolation,
    ],
    [
      'a 7th work location in a slot already taken',
      () => server.db.insert(talentWorkLocations).values({ talentId, cityId: ids.cities[6] ?? 0, slot: 6 }),
      'talent_work_locations_slot_unique',
      uniqueViolation,
    ],
    [
      'a 4th industry',
      () =>
        server.db
          .insert(talentIndustries)
          .values({ talentId, businessFieldId: ids.industries[3] ?? 0, slot: 4 }),
      'talent_industries_slot_range',
      checkViolation,
    ],
    [
      'a 6th education',
      () => server.db.insert(talentEducations).values({ ...education(), slot: 6 }),
      'talent_educations_slot_range',
      checkViolation,
    ],
    [
      'a 6th education in a slot already taken',
      () => server.db.insert(talentEducations).values({ ...education(), slot: 5 }),
      'talent_educations_slot_unique',
      uniqueViolation,
    ],
    [
      'a GPA above its max',
      () => server.db.insert(talentEducations).values({ ...education(), slot: 1, gpa: 4.01 }),
      'talent_educations_gpa_range',
      checkViolation,
    ],
    [
      'a GPA below 1',
      () => server.db.insert(talentEducations).values({ ...education(), slot: 1, gpa: 0.5 }),
      'talent_educations_gpa_range',
      checkViolation,
    ],
    [
      'a max GPA above 10',
      () => server.db.insert(talentEducations).values({ ...education(), slot: 1, gpa: 3, gpaOutOf: 10.5 }),
      'talent_educations_gpa_out_of_range',
      checkViolation,
    ],
    [
      'a graduation before the start',
      () => server.db.insert(talentEducations).values({ ...education(), slot: 1, endDate: '2011-01-01' }),
      'talent_educations_end_after_start',
      checkViolation,
    ],
    [
      'an experience with neither an end nor "is now"',
      () => server.db.insert(talentExperiences).values({ ...experience(), endDate: null }),
      'talent_experiences_end_or_now',
      checkViolation,
    ],
    [
      'an experience ending before it starts',
      () => server.db.insert(talentExperiences).values({ ...experience(), endDate: '2019-12-31' }),
      'talent_experiences_end_after_start',
      checkViolation,
    ],
    [
      'a position name of 2 characters',
      () => server.db.insert(talentExperiences).values({ ...experience(), positionName: 'QA' }),
      'talent_experiences_position_name_length',
      checkViolation,
    ],
    [
      'a certificate name of 2 characters',
      () => server.db.insert(talentCertificates).values({ talentId, name: 'AW', year: 2020 }),
      'talent_certificates_name_length',
      checkViolation,
    ],
    [
      'an achievement description of 251 characters',
      () =>
        server.db
          .insert(talentAchievements)
          .values({ talentId, title: 'Winner', description: 'x'.repeat(251) }),
      'talent_achievements_description_length',
      checkViolation,
    ],
    [
      'a portfolio file over 10 MB',
      () => server.db.insert(talentPortfolios).values({ talentId, title: 'Case', size: 10 * MB + 1 }),
      'talent_portfolios_file_size',
      checkViolation,
    ],
    [
      'an additional document over 5 MB',
      () =>
        server.db
          .insert(talentDocuments)
          .values({ talentId, key: 'b.pdf', name: 'b.pdf', mime: 'application/pdf', size: 5 * MB + 1 }),
      'talent_documents_file_size',
      checkViolation,
    ],
  ];

  it.each(cases)('refuses %s', async (_what, write, constraint, code) => {
    expect(await refusal(write())).toEqual({ code, constraint });
  });

  it('kept none of the refused rows', async () => {
    const { db } = server;
    expect(await db.select().from(talentSkills).where(eq(talentSkills.talentId, talentId))).toHaveLength(10);
    expect(
      await db.select().from(talentWorkLocations).where(eq(talentWorkLocations.talentId, talentId)),
    ).toHaveLength(6);
    expect(
      await db.select().from(talentIndustries).where(eq(talentIndustries.talentId, talentId)),
    ).toHaveLength(3);
    expect(
      await db.select().from(talentEducations).where(eq(talentEducations.talentId, talentId)),
    ).toHaveLength(5);
    expect(
      await db.select().from(talentExperiences).where(eq(talentExperiences.talentId, talentId)),
    ).toHaveLength(1);
    expect(
      await db.select().from(talentCertificates).where(eq(talentCertificates.talentId, talentId)),
    ).toEqual([]);
    expect(
      await db.select().from(talentAchievements).where(eq(talentAchievements.talentId, talentId)),
    ).toEqual([]);
    expect(
      await db.select().from(talentPortfolios).where(eq(talentPortfolios.talentId, talentId)),
    ).toHaveLength(1);
    expect(
      await db.select().from(talentDocuments).where(eq(talentDocuments.talentId, talentId)),
    ).toHaveLength(1);
    expect(await db.select().from(talentProfiles).where(eq(talentProfiles.talentId, talentId))).toEqual([]);
  });
});
