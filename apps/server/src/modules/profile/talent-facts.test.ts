import { accountMessages } from '@talent/contract';
import {
  companies,
  type DatabaseHandle,
  talentEducations,
  talentExperiences,
  talentProfiles,
  talentSkills,
  talentWorkLocations,
  users,
} from '@talent/db';
import { createTestDatabase } from '@talent/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMatchProfile, loadSalaryProfile, talentHasCv, updateContactDetails } from './index.ts';

let database: DatabaseHandle;
let talentId: number;
let otherId: number;

async function insertTalent(email: string, type: 'talent' | 'employer' = 'talent'): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ type, email, fullname: 'Test Talent', passwordHash: 'x' })
    .returning({ id: users.id });
  if (!row) throw new Error('no talent');
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  talentId = await insertTalent('facts@example.com');
  otherId = await insertTalent('taken@example.com');
});

afterAll(async () => {
  await database?.close();
});

describe('talent facts other modules read', () => {
  it('says whether the talent has a CV', async () => {
    expect(await talentHasCv(database.db, talentId)).toBe(false);
    await database.db
      .insert(talentProfiles)
      .values({ talentId, cvKey: 'k.pdf', cvName: 'cv.pdf', cvSize: 10 });
    expect(await talentHasCv(database.db, talentId)).toBe(true);
  });

  it('answers the match profile in slot order', async () => {
    await database.db
      .update(talentProfiles)
      .set({ positionFunctionId: 999, positionLevelId: 3, yearsOfExperience: 4, expectedSalary: 15_000_000 })
      .where(eq(talentProfiles.talentId, talentId));
    await database.db.insert(talentSkills).values([
      { talentId, skillSetId: 5, slot: 2 },
      { talentId, skillSetId: 9, slot: 1 },
    ]);
    await database.db.insert(talentWorkLocations).values([{ talentId, cityId: 1, slot: 1 }]);
    expect(await loadMatchProfile(database.db, talentId)).toMatchObject({
      talentId,
      skillIds: [9, 5],
      positionFunctionId: 999,
      positionLevelId: 3,
      yearsOfExperience: 4,
      expectedSalary: 15_000_000,
      workLocationCityIds: [1],
    });
    expect(await loadMatchProfile(database.db, 987_654)).toBeNull();
  });

  it('counts the years from the experiences, overlaps once, when the profile states none', async () => {
    const rinaId = await insertTalent('years@example.com');
    const [company] = await database.db.select({ id: companies.id }).from(companies).limit(1);
    if (!company) throw new Error('no company in the master data');
    await database.db
      .insert(talentProfiles)
      .values({ talentId: rinaId, cityId: 2, currentSalary: 8_000_000 });
    await database.db.insert(talentSkills).values([
      { talentId: rinaId, skillSetId: 7, slot: 3 },
      { talentId: rinaId, skillSetId: 3, slot: 1 },
      { talentId: rinaId, skillSetId: 11, slot: 2 },
    ]);
    await database.db.insert(talentWorkLocations).values([
      { talentId: rinaId, cityId: 4, slot: 2 },
      { talentId: rinaId, cityId: 3, slot: 1 },
    ]);
    const experience = { talentId: rinaId, companyId: company.id, positionName: 'Engineer' };
    // 2015 to 2017 and 2017 to 2018 share 2017: four years, not five.
    await database.db.insert(talentExperiences).values([
      { ...experience, startDate: '2017-01-01', endDate: '2018-12-31' },
      { ...experience, startDate: '2015-01-01', endDate: '2017-12-31' },
    ]);
    expect(await loadMatchProfile(database.db, rinaId)).toEqual({
      talentId: rinaId,
      skillIds: [3, 11, 7],
      positionCategoryId: null,
      positionFunctionId: null,
      positionLevelId: null,
      yearsOfExperience: 4,
      expectedSalary: null,
      workLocationCityIds: [3, 4],
    });
    expect(await loadSalaryProfile(database.db, rinaId)).toEqual({
      talentId: rinaId,
      currentSalary: 8_000_000,
      expectedSalary: null,
      salaryType: null,
      positionCategoryId: null,
      positionFunctionId: null,
      skillIds: [3, 11, 7],
      cityId: 2,
      yearsOfExperience: 4,
    });
    await database.db
      .update(talentProfiles)
      .set({ yearsOfExperience: 9 })
      .where(eq(talentProfiles.talentId, rinaId));
    expect(await loadMatchProfile(database.db, rinaId)).toMatchObject({ yearsOfExperience: 9 });
  });

  it('answers a talent without a profile row for matching but not for the salary, and no employer', async () => {
    const newcomerId = await insertTalent('newcomer@example.com');
    expect(await loadMatchProfile(database.db, newcomerId)).toEqual({
      talentId: newcomerId,
      skillIds: [],
      positionCategoryId: null,
      positionFunctionId: null,
      positionLevelId: null,
      yearsOfExperience: null,
      expectedSalary: null,
      workLocationCityIds: [],
    });
    expect(await loadSalaryProfile(database.db, newcomerId)).toBeNull();
    const employerId = await insertTalent('employer@example.com', 'employer');
    expect(await loadMatchProfile(database.db, employerId)).toBeNull();
  });

  it('updates name and phone, and refuses another email, taken or not, at its field', async () => {
    const [before] = await database.db.select().from(users).where(eq(users.id, talentId));
    await updateContactDetails(database.db, talentId, {
      fullname: 'Rina Sari',
      email: (before?.email ?? '').toUpperCase(),
      phone: '0812345678',
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, talentId));
    expect(row).toMatchObject({ fullname: 'Rina Sari', email: before?.email, phone: '0812345678' });
    for (const email of ['TAKEN@example.com', 'free.one@example.com']) {
      await expect(
        updateContactDetails(database.db, talentId, { fullname: 'X Y Z', email, phone: '0812345678' }),
      ).rejects.toMatchObject({ statusCode: 400, message: accountMessages.emailChangedInProfileOnly });
    }
    const [after] = await database.db.select().from(users).where(eq(users.id, talentId));
    expect(after).toMatchObject({ fullname: 'Rina Sari', email: before?.email });
  });
});

describe('the database keeps the spec limits even without the forms', () => {
  it('refuses an eleventh skill, a seventh work location and a sixth education', async () => {
    await expect(
      database.db.insert(talentSkills).values({ talentId: otherId, skillSetId: 1, slot: 11 }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(talentWorkLocations).values({ talentId: otherId, cityId: 1, slot: 7 }),
    ).rejects.toThrow();
    const education = {
      talentId: otherId,
      universityId: 1,
      degreeId: 1,
      majorId: 1,
      gpa: 3.5,
      gpaOutOf: 4,
      startDate: '2010-01-01',
      endDate: '2014-01-01',
    };
    await expect(database.db.insert(talentEducations).values({ ...education, slot: 6 })).rejects.toThrow();
    await expect(
      database.db.insert(talentEducations).values({ ...education, slot: 1, gpa: 4.5 }),
    ).rejects.toThrow();
  });

  it('refuses a salary under IDR 1.000.000 and an expected salary below the current one', async () => {
    await expect(
      database.db.insert(talentProfiles).values({ talentId: otherId, currentSalary: 999_999 }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(talentProfiles)
        .values({ talentId: otherId, currentSalary: 10_000_000, expectedSalary: 9_000_000 }),
    ).rejects.toThrow();
  });
});
