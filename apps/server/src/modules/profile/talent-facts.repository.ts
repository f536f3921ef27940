import {
  accountMessages,
  type ContactDetails,
  completenessOf,
  type FilledSections,
  normalizeEmail,
  profileLimits,
} from '@talent/contract';
import {
  type Database,
  positionFunctions,
  positionSubCategories,
  talentExperiences,
  talentProfiles,
  talentSkills,
  talentWorkLocations,
  users,
} from '@talent/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { KeptFactsChanges } from '../../platform/kept/changes.ts';
import { createKeptByTalent } from '../../platform/kept/kept-by-talent.ts';

/**
 * What other modules may ask of a talent's profile (jobs: apply and matching; salary: the
 * talent's salary and skills), without reaching into the profile's tables themselves.
 */

/** The parts of a profile a job is matched against. */
export interface MatchProfile {
  talentId: number;
  skillIds: number[];
  positionCategoryId: number | null;
  positionFunctionId: number | null;
  positionLevelId: number | null;
  yearsOfExperience: number | null;
  /** Whole rupiah. */
  expectedSalary: number | null;
  workLocationCityIds: number[];
}

/** The talent's salary picture, for the salary prediction. */
export interface SalaryProfile {
  talentId: number;
  currentSalary: number | null;
  expectedSalary: number | null;
  salaryType: 'nett' | 'gross' | null;
  positionCategoryId: number | null;
  positionFunctionId: number | null;
  skillIds: number[];
  /** Where the talent lives. */
  cityId: number | null;
  /** As stated, else counted from the experiences. */
  yearsOfExperience: number | null;
}

export async function talentHasCv(db: Database, talentId: number): Promise<boolean> {
  const [row] = await db
    .select({ cvKey: talentProfiles.cvKey })
    .from(talentProfiles)
    .where(eq(talentProfiles.talentId, talentId));
  return Boolean(row?.cvKey);
}

/**
 * How complete the talent's profile is, 0 to 100, as the profile page counts it (the contract's
 * section rules, here read in one query rather than by loading the whole talent; a test holds the
 * two equal). For the dashboard's milestones.
 */
export async function profileCompletenessOf(db: Database, talentId: number): Promise<number> {
  const has = (table: string) => sql.raw(`exists (select 1 from ${table} x where x.talent_id = u.id)`);
  const { rows } = await db.execute<FilledSections>(sql`
    select
      coalesce(u.phone, '') <> '' and p.birth_date is not null and p.city_id is not null
        and coalesce(p.about, '') <> '' as personal,
      (select count(*) from talent_skills x where x.talent_id = u.id) >= ${profileLimits.skillsMin} as skills,
      ${has('talent_experiences')} as experiences,
      p.position_function_id is not null and coalesce(p.expected_salary, 0) <> 0 as preferences,
      ${has('talent_educations')} as education,
      p.cv_key is not null as cv,
      ${has('talent_certificates')} as certificates,
      ${has('talent_achievements')} as achievements,
      ${has('talent_projects')} as projects,
      ${has('talent_portfolios')} as portfolio,
      ${has('talent_publications')} as publications
    from users u
    left join talent_profiles p on p.talent_id = u.id
    where u.id = ${talentId}`);
  const [filled] = rows;
  return filled ? completenessOf(filled).percent : 0;
}

/** The dashboard's profile piece: the name, the position looked for, and how complete the profile is. */
export async function dashboardProfileOf(
  db: Database,
  talentId: number,
): Promise<{ fullname: string; positionName: string | null; completeness: number } | null> {
  const [[row], completeness] = await Promise.all([
    db
      .select({
        fullname: users.fullname,
        positionName: sql<
          string | null
        >`coalesce(${talentProfiles.positionFunctionOther}, ${positionFunctions.name})`,
      })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.talentId, users.id))
      .leftJoin(positionFunctions, eq(positionFunctions.id, talentProfiles.positionFunctionId))
      .where(eq(users.id, talentId)),
    profileCompletenessOf(db, talentId),
  ]);
  return row ? { ...row, completeness } : null;
}

/** An experience's dates as stored: it ends on `end`, or runs on to today when `isNow`. */
interface ExperiencePeriod {
  start: string;
  end: string | null;
  isNow: boolean;
}

/** Years worked, from the experiences (overlaps counted once per month), when none was stated. */
function yearsWorked(periods: readonly ExperiencePeriod[]): number | null {
  if (periods.length === 0) return null;
  const months = new Set<string>();
  const today = new Date().toISOString().slice(0, 7);
  for (const period of periods) {
    const end = period.isNow || !period.end ? today : period.end.slice(0, 7);
    let [year, month] = period.start.slice(0, 7).split('-').map(Number) as [number, number];
    while (`${year}-${String(month).padStart(2, '0')}` <= end && months.size < 12 * 80) {
      months.add(`${year}-${month}`);
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
  }
  return Math.floor(months.size / 12);
}

/**
 * What the match and the salary profiles read, in one round trip (the listing asks for it on every
 * request): the account, its profile row if any, skills and work locations in slot order, and the
 * experiences only when the profile states no years.
 */
async function talentFactsOf(db: Database, talentId: number) {
  const [row] = await db
    .select({
      isTalent: sql<boolean>`${users.type} = 'talent'`,
      profileTalentId: talentProfiles.talentId,
      currentSalary: talentProfiles.currentSalary,
      expectedSalary: talentProfiles.expectedSalary,
      salaryType: talentProfiles.salaryType,
      positionCategoryId: talentProfiles.positionCategoryId,
      functionCategoryId: positionSubCategories.positionCategoryId,
      positionFunctionId: talentProfiles.positionFunctionId,
      positionLevelId: talentProfiles.positionLevelId,
      cityId: talentProfiles.cityId,
      yearsOfExperience: talentProfiles.yearsOfExperience,
      skillIds: sql<number[]>`array(select s.skill_set_id from ${talentSkills} s
        where s.talent_id = ${users.id} order by s.slot)`,
      workLocationCityIds: sql<number[]>`array(select w.city_id from ${talentWorkLocations} w
        where w.talent_id = ${users.id} order by w.slot)`,
      experiences: sql<ExperiencePeriod[] | null>`case when ${talentProfiles.yearsOfExperience} is null then
        (select json_agg(json_build_object('start', e.start_date, 'end', e.end_date, 'isNow', e.is_now)
          order by e.start_date)
        from ${talentExperiences} e where e.talent_id = ${users.id}) end`,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, users.id))
    .leftJoin(positionFunctions, eq(positionFunctions.id, talentProfiles.positionFunctionId))
    .leftJoin(positionSubCategories, eq(positionSubCategories.id, positionFunctions.positionSubCategoryId))
    .where(eq(users.id, talentId));
  if (!row) return undefined;
  return {
    ...row,
    positionCategoryId: row.positionCategoryId ?? row.functionCategoryId ?? null,
    yearsOfExperience: row.yearsOfExperience ?? yearsWorked(row.experiences ?? []),
  };
}

export async function loadMatchProfile(db: Database, talentId: number): Promise<MatchProfile | null> {
  const facts = await talentFactsOf(db, talentId);
  if (!facts?.isTalent) return null;
  return {
    talentId,
    skillIds: facts.skillIds,
    positionCategoryId: facts.positionCategoryId,
    positionFunctionId: facts.positionFunctionId,
    positionLevelId: facts.positionLevelId,
    yearsOfExperience: facts.yearsOfExperience,
    expectedSalary: facts.expectedSalary,
    workLocationCityIds: facts.workLocationCityIds,
  };
}

/** Match facts kept per process: one per talent who asked lately. */
const keptMatchProfiles = { maxEntries: 20_000, maxAgeMs: 10 * 60 * 1000 };

/**
 * A cache of `loadMatchProfile` in the process until the database announces a change of the talent's
 * (profile, skills, work locations, experiences) or of the option lists (decision 0097); kept ten
 * minutes at most, since the years worked of a talent still in a job grow with time alone.
 */
export function createKeptMatchProfiles(db: Database, changes: KeptFactsChanges) {
  const kept = createKeptByTalent<MatchProfile | null>(changes, keptMatchProfiles);
  return (talentId: number) =>
    kept.get(
      String(talentId),
      () => loadMatchProfile(db, talentId),
      (profile) => profile?.talentId ?? null,
    );
}

export async function loadSalaryProfile(db: Database, talentId: number): Promise<SalaryProfile | null> {
  const facts = await talentFactsOf(db, talentId);
  if (!facts || facts.profileTalentId === null) return null;
  return {
    talentId,
    currentSalary: facts.currentSalary,
    expectedSalary: facts.expectedSalary,
    salaryType: facts.salaryType,
    positionCategoryId: facts.positionCategoryId,
    positionFunctionId: facts.positionFunctionId,
    skillIds: facts.skillIds,
    cityId: facts.cityId,
    yearsOfExperience: facts.yearsOfExperience,
  };
}

/**
 * Updates the talent's name and phone (the Apply Job modal does this before applying). The caller
 * validates them with `contactDetailsSchema`. The sign-in email changes only from the profile,
 * with the password and a link to the new address (issue 29): another email here is refused at
 * its field, whether or not it has an account, and nothing changes.
 */
export async function updateContactDetails(
  db: Database,
  talentId: number,
  details: ContactDetails,
): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ fullname: details.fullname, phone: details.phone, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, talentId),
        eq(users.type, 'talent'),
        sql`lower(${users.email}) = ${normalizeEmail(details.email)}`,
      ),
    )
    .returning({ id: users.id });
  if (!row) {
    const [talent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, talentId), eq(users.type, 'talent')));
    if (!talent) throw notFound();
    throw new AppError(400, 'VALIDATION_ERROR', accountMessages.emailChangedInProfileOnly, {
      fields: { email: accountMessages.emailChangedInProfileOnly },
    });
  }
  if (!row) throw notFound();
}
