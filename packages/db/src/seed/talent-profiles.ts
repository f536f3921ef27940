import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import {
  cities,
  companies,
  majors,
  positionFunctions,
  positionSubCategories,
  skillSets,
  universities,
} from '../schema/master-data.ts';
import {
  talentEducations,
  talentExperiences,
  talentLanguages,
  talentProfiles,
  talentSkills,
  talentWorkLocations,
} from '../schema/profile.ts';
import { demoPasswordHash } from './demo-accounts.ts';
import {
  categoryMedians,
  categoryWeights,
  cityProfiles,
  commonSkills,
  logSpread,
  subCategorySkills,
  titleFactors,
} from './salary-profiles.ts';

/**
 * Generated talents with whole profiles (position, level, years, salaries, skills, work locations,
 * experiences, education) for the salary and matching features and their benchmarks. Emails are
 * `seed.talent.{n}@example.com`, password `Demo!2026`; generating again adds only the missing
 * numbers, so `npm start` and a benchmark can both ask for their count.
 */

export interface GenerateTalentsOptions {
  count: number;
  /** The same seed and master data give the same talents. */
  seed?: number;
  batchSize?: number;
}

/** Talents `npm start` seeds. */
export const demoGeneratedTalents = 300;

export function generatedTalentEmail(n: number): string {
  return `seed.talent.${n}@example.com`;
}

const firstNames = [
  'Adi',
  'Agus',
  'Andi',
  'Anisa',
  'Ayu',
  'Bagus',
  'Bayu',
  'Budi',
  'Cahya',
  'Citra',
  'Dani',
  'Dewi',
  'Dimas',
  'Dina',
  'Eka',
  'Fajar',
  'Fitri',
  'Galih',
  'Gita',
  'Hadi',
  'Hana',
  'Indah',
  'Intan',
  'Joko',
  'Kartika',
  'Kevin',
  'Lestari',
  'Made',
  'Maya',
  'Nadia',
  'Nanda',
  'Novi',
  'Putri',
  'Raka',
  'Rani',
  'Reza',
  'Rizky',
  'Sari',
  'Siti',
  'Teguh',
  'Tiara',
  'Wahyu',
  'Wulan',
  'Yoga',
  'Yuni',
  'Zahra',
];
const lastNames = [
  'Pratama',
  'Saputra',
  'Wijaya',
  'Santoso',
  'Hidayat',
  'Kusuma',
  'Lestari',
  'Nugroho',
  'Permana',
  'Rahmawati',
  'Setiawan',
  'Siregar',
  'Simanjuntak',
  'Sitompul',
  'Utami',
  'Wibowo',
  'Yulianti',
  'Harahap',
  'Nasution',
  'Gunawan',
  'Halim',
  'Tanjung',
  'Putra',
  'Maharani',
  'Hakim',
  'Firmansyah',
  'Suryadi',
];

/** Small, fast and seedable: the same seed draws the same talents. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, pick, between, normal };
}

function weighted<T>(entries: ReadonlyArray<{ value: T; weight: number }>) {
  return entries.flatMap(({ value, weight }) => Array.from({ length: weight }, () => value));
}

/** Level by years of experience, on the seeded list (2 Entry Level ... 6 Lead, 8 Manager). */
function levelFor(years: number, titleFactor: number): number {
  if (titleFactor >= 1.6) return years >= 10 ? 9 : 8;
  if (years < 1) return 2;
  if (years < 3) return 3;
  if (years < 6) return 4;
  if (years < 10) return 5;
  return 6;
}

const yearsFactor = (years: number) => Math.min(2.6, 0.5 + 0.16 * years);

function dateOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

async function masterData(db: Database) {
  const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.name, row.id]));
  const skillIds = byName(await db.select({ id: skillSets.id, name: skillSets.name }).from(skillSets));
  const cityIds = byName(await db.select({ id: cities.id, name: cities.name }).from(cities));
  const functions = await db
    .select({
      id: positionFunctions.id,
      name: positionFunctions.name,
      subCategoryId: positionFunctions.positionSubCategoryId,
      categoryId: positionSubCategories.positionCategoryId,
    })
    .from(positionFunctions)
    .innerJoin(positionSubCategories, eq(positionSubCategories.id, positionFunctions.positionSubCategoryId))
    .where(eq(positionFunctions.isOther, false))
    .orderBy(asc(positionFunctions.id));
  const idsOf = (names: readonly string[]) =>
    names.map((name) => skillIds.get(name)).filter((id): id is number => id !== undefined);
  const common = idsOf(commonSkills);
  const functionPool = weighted(
    functions.flatMap((fn) => {
      const median = categoryMedians[fn.categoryId];
      const weight = categoryWeights[fn.categoryId];
      const pool = idsOf(subCategorySkills[fn.subCategoryId] ?? []);
      if (median === undefined || weight === undefined || pool.length < 3) return [];
      const factor = titleFactors.find(([pattern]) => pattern.test(fn.name))?.[1] ?? 1;
      return [{ value: { ...fn, median, factor, pool }, weight }];
    }),
  );
  const cityPool = weighted(
    Object.entries(cityProfiles).flatMap(([name, profile]) => {
      const id = cityIds.get(name);
      return id === undefined ? [] : [{ value: { id, factor: profile.factor }, weight: profile.weight }];
    }),
  );
  const firstIds = async (table: typeof universities | typeof majors | typeof companies, limit: number) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.isOther, false))
        .orderBy(asc(table.id))
        .limit(limit)
    ).map((row) => row.id);
  return {
    common,
    functionPool,
    cityPool,
    universityIds: await firstIds(universities, 60),
    majorIds: await firstIds(majors, 40),
    companyIds: await firstIds(companies, 120),
  };
}

/** Adds the generated talents 1..count that do not exist yet; answers how many were added. */
export async function generateTalentProfiles(db: Database, options: GenerateTalentsOptions): Promise<number> {
  const batchSize = options.batchSize ?? 500;
  const data = await masterData(db);
  if (data.functionPool.length === 0 || data.cityPool.length === 0) {
    throw new Error('Generating talents needs the master data seeded first');
  }
  const thisYear = new Date().getUTCFullYear();
  let added = 0;
  for (let start = 1; start <= options.count; start += batchSize) {
    const numbers = Array.from(
      { length: Math.min(batchSize, options.count - start + 1) },
      (_, i) => start + i,
    );
    const emails = numbers.map(generatedTalentEmail);
    const existing = new Set(
      (
        await db
          .select({ email: users.email })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails))
      ).map((row) => row.email),
    );
    const missing = numbers.filter((n) => !existing.has(generatedTalentEmail(n)));
    if (missing.length === 0) continue;
    const people = missing.map((n) => {
      const draw = random((options.seed ?? 1) * 1_000_003 + n);
      const fn = draw.pick(data.functionPool);
      const years = Math.max(0, Math.min(20, Math.round(Math.abs(draw.normal()) * 5)));
      const city = draw.pick(data.cityPool);
      const median = fn.median * fn.factor * yearsFactor(years) * city.factor;
      const current = Math.max(
        2_000_000,
        Math.round((median * Math.exp(draw.normal() * logSpread)) / 100_000) * 100_000,
      );
      const expected = Math.round((current * (1.1 + draw.next() * 0.25)) / 100_000) * 100_000;
      const skillCount = draw.between(5, 8);
      const skills = new Set<number>();
      for (const id of fn.pool) if (skills.size < skillCount && draw.next() < 0.75) skills.add(id);
      for (const id of [...fn.pool, ...data.common]) if (skills.size < skillCount) skills.add(id);
      const locations = new Set([city.id]);
      for (let i = draw.between(0, 2); i > 0; i -= 1) locations.add(draw.pick(data.cityPool).id);
      const first = draw.pick(firstNames);
      const last = draw.pick(lastNames);
      const title = fn.name.includes(' - ') ? fn.name.slice(fn.name.indexOf(' - ') + 3) : fn.name;
      const careerStart = thisYear - years;
      return {
        n,
        user: {
          type: 'talent' as const,
          email: generatedTalentEmail(n),
          passwordHash: demoPasswordHash,
          verifiedAt: new Date(),
          fullname: `${first} ${last}`,
          phone: `+62 8${draw.between(11, 99)} ${draw.between(1000, 9999)} ${draw.between(1000, 9999)}`,
          onboarded: true,
          onboardingLastPage: 3,
        },
        profile: {
          birthDate: dateOf(careerStart - 22 - draw.between(0, 2), draw.between(1, 12)),
          cityId: city.id,
          about: `${title} with ${years === 0 ? 'a fresh start' : `${years} year${years === 1 ? '' : 's'} of experience`}, looking for a team where the work matters.`,
          positionCategoryId: fn.categoryId,
          positionFunctionId: fn.id,
          positionLevelId: levelFor(years, fn.factor),
          yearsOfExperience: years,
          workingSystemId: draw.between(1, 3),
          availabilityId: 1,
          companySizeId: draw.between(2, 7),
          opportunityStatusId: draw.between(1, 2),
          currentSalary: years === 0 ? null : current,
          expectedSalary: years === 0 ? current : expected,
          salaryType: draw.next() < 0.7 ? ('gross' as const) : ('nett' as const),
          salaryNegotiable: draw.next() < 0.6,
          noticePeriodId: years === 0 ? 1 : draw.between(2, 4),
        },
        skills: [...skills],
        locations: [...locations],
        experience:
          years === 0
            ? null
            : {
                companyId: draw.pick(data.companyIds),
                positionName: title
                  .replace(/[^\p{L}\p{N}. ]/gu, ' ')
                  .replace(/\s+/g, ' ')
                  .trim(),
                positionLevelId: levelFor(years, fn.factor),
                startDate: dateOf(careerStart, draw.between(1, 12)),
                isNow: true,
              },
        education: {
          universityId: draw.pick(data.universityIds),
          degreeId: 6,
          majorId: draw.pick(data.majorIds),
          gpa: Math.round((2.8 + draw.next() * 1.1) * 100) / 100,
          gpaOutOf: 4,
          startDate: dateOf(careerStart - 4, 8),
          endDate: dateOf(careerStart, 7),
        },
      };
    });
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(people.map((person) => person.user))
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email });
      const idOf = new Map(inserted.map((row) => [row.email, row.id]));
      const kept = people.flatMap((person) => {
        const id = idOf.get(person.user.email);
        return id === undefined ? [] : [{ ...person, id }];
      });
      if (kept.length === 0) return;
      await tx
        .insert(talentProfiles)
        .values(kept.map((person) => ({ ...person.profile, talentId: person.id })));
      await tx
        .insert(talentSkills)
        .values(
          kept.flatMap((person) =>
            person.skills.map((skillSetId, i) => ({ talentId: person.id, skillSetId, slot: i + 1 })),
          ),
        );
      await tx
        .insert(talentWorkLocations)
        .values(
          kept.flatMap((person) =>
            person.locations.map((cityId, i) => ({ talentId: person.id, cityId, slot: i + 1 })),
          ),
        );
      await tx.insert(talentLanguages).values(
        kept.flatMap((person) => [
          { talentId: person.id, languageId: 1, languageLevelId: 5, slot: 1 },
          { talentId: person.id, languageId: 2, languageLevelId: 3, slot: 2 },
        ]),
      );
      const experiences = kept.flatMap((person) =>
        person.experience ? [{ ...person.experience, talentId: person.id }] : [],
      );
      if (experiences.length > 0) await tx.insert(talentExperiences).values(experiences);
      await tx
        .insert(talentEducations)
        .values(kept.map((person) => ({ ...person.education, talentId: person.id, slot: 1 })));
      added += kept.length;
    });
  }
  return added;
}
