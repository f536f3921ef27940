import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  cities,
  positionFunctions,
  positionSubCategories,
  skillSets,
  yearsCategories,
} from '../schema/master-data.ts';
import { salaryObservations } from '../schema/salary.ts';
import {
  categoryMedians,
  categoryWeights,
  cityProfiles,
  commonSkills,
  logSpread,
  lowestGeneratedSalary,
  subCategorySkills,
  titleFactors,
  yearsProfiles,
} from './salary-profiles.ts';

export interface GenerateSalaryOptions {
  /** How many observations to add. */
  count: number;
  /** The same seed and master data give the same rows. */
  seed?: number;
  /** Rows per INSERT: each statement refreshes the aggregates of the keys it touched once. */
  batchSize?: number;
}

/** Observations the demo (`npm start`) starts with. */
export const demoSalaryObservations = 100_000;

function lookup(rows: ReadonlyArray<{ id: number; name: string }>) {
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = byName.get(name);
    if (id === undefined) throw new Error(`Salary seed names "${name}", which is not in the master data`);
    return id;
  };
}

const seniorTitleFactor = 1.6;
/** Years slots before the 3-5 years band: the first two bands' weights. */
const seniorYearsSlotOffset = yearsProfiles.slice(0, 2).reduce((sum, { weight }) => sum + weight, 0);

function titleFactor(name: string): number {
  return titleFactors.find(([pattern]) => pattern.test(name))?.[1] ?? 1;
}

/** Repeats each entry `weight` times, so a uniform draw over the slots is a weighted draw. */
function slots<T>(entries: ReadonlyArray<T & { weight: number }>) {
  return entries.flatMap(({ weight, ...entry }) => Array.from({ length: weight }, () => entry));
}

/** Everything the SQL draws from: functions with their median and skills, years and cities. */
async function drawTables(db: Pick<Database, 'select'>) {
  const skillId = lookup(await db.select({ id: skillSets.id, name: skillSets.name }).from(skillSets));
  const cityId = lookup(await db.select({ id: cities.id, name: cities.name }).from(cities));
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
  const years = await db
    .select({ id: yearsCategories.id })
    .from(yearsCategories)
    .orderBy(asc(yearsCategories.sortOrder));
  if (years.length !== yearsProfiles.length)
    throw new Error(`Salary seed expects ${yearsProfiles.length} years categories, found ${years.length}`);

  const common = commonSkills.map(skillId);
  const functionSlots = slots(
    functions.flatMap((fn) => {
      const median = categoryMedians[fn.categoryId];
      const weight = categoryWeights[fn.categoryId];
      const pool = subCategorySkills[fn.subCategoryId];
      if (median === undefined || weight === undefined || pool === undefined) return [];
      const ids = pool.map(skillId);
      // Neighbouring functions of one sub-category do not share the same order of top skills.
      const shift = fn.id % 3;
      const skills = [...ids.slice(shift), ...ids.slice(0, shift), ...common];
      // A fixed ±10% per function, so two functions of one category do not pay the same.
      const jitter = 0.9 + ((fn.id * 37) % 21) / 100;
      const factor = titleFactor(fn.name);
      // Nobody manages or heads a team in their first years: those titles start at 3-5 years.
      const yearsFrom = factor >= seniorTitleFactor ? seniorYearsSlotOffset : 0;
      return [
        { function_id: fn.id, median: median * factor * jitter, skills, years_from: yearsFrom, weight },
      ];
    }),
  );
  const yearSlots = slots(
    years.map((row, index) => ({
      years_category_id: row.id,
      ...(yearsProfiles[index] as (typeof yearsProfiles)[number]),
    })),
  );
  const citySlots = slots(
    Object.entries(cityProfiles).map(([name, profile]) => ({ city_id: cityId(name), ...profile })),
  );
  const numbered = <T>(rows: T[]) => rows.map((row, index) => ({ slot: index + 1, ...row }));
  return { functions: numbered(functionSlots), years: numbered(yearSlots), cities: numbered(citySlots) };
}

/**
 * Adds `count` generated observations with realistic Indonesian salaries: log-normal around a
 * median set by category, title, years of experience and city (see salary-profiles.ts), 3 to 6
 * skills from the sub-category's list with the first ones most common, dates over the last two
 * years. The rows are drawn in SQL (generate_series), so millions take seconds, not minutes.
 */
export async function generateSalaryObservations(
  db: Database,
  options: GenerateSalaryOptions,
): Promise<void> {
  const { count, seed = 0.2026, batchSize = 500_000 } = options;
  await db.transaction(async (tx) => {
    const tables = await drawTables(tx);
    await tx.execute(sql`select setseed(${seed})`);
    for (let done = 0; done < count; done += batchSize) {
      const rows = Math.min(batchSize, count - done);
      await tx.execute(sql`
        with f as materialized (
          select * from jsonb_to_recordset(${JSON.stringify(tables.functions)}::jsonb)
            as x(slot integer, function_id integer, median double precision, skills integer[], years_from integer)
        ), y as materialized (
          select * from jsonb_to_recordset(${JSON.stringify(tables.years)}::jsonb)
            as x(slot integer, years_category_id integer, factor double precision)
        ), c as materialized (
          select * from jsonb_to_recordset(${JSON.stringify(tables.cities)}::jsonb)
            as x(slot integer, city_id integer, factor double precision)
        ), draws as materialized (
          select random() as u_function, random() as u_years, random() as u_city, random() as u1,
                 random() as u2, random() as u_skills, random() as u_date
          from generate_series(1, ${rows}::integer)
        )
        insert into ${salaryObservations}
          (position_function_id, years_category_id, city_id, amount, skill_ids, source, observed_on)
        select f.function_id, y.years_category_id, c.city_id,
          greatest(${lowestGeneratedSalary}::bigint, (round(
            f.median * y.factor * c.factor
            * exp(${logSpread}::double precision * sqrt(-2 * ln(1 - d.u1)) * cos(2 * pi() * d.u2))
            / 50000) * 50000)::bigint),
          array(
            select distinct f.skills[1 + floor(cardinality(f.skills) * power(random(), 1.8))::integer]
            from generate_series(1, 3 + floor(d.u_skills * 4)::integer)
          ),
          'generated',
          current_date - floor(d.u_date * 730)::integer
        from draws d
        join f on f.slot = 1 + floor(d.u_function * ${tables.functions.length})::integer
        join y on y.slot = 1 + f.years_from + floor(d.u_years * (${tables.years.length} - f.years_from))::integer
        join c on c.slot = 1 + floor(d.u_city * ${tables.cities.length})::integer
      `);
    }
  });
}

/** The demo's salary data, once: a database that already has generated observations is left alone. */
export async function seedSalaryObservations(db: Database, count = demoSalaryObservations): Promise<void> {
  const [existing] = await db
    .select({ any: sql<number>`1` })
    .from(salaryObservations)
    .where(eq(salaryObservations.source, 'generated'))
    .limit(1);
  if (existing) return;
  await generateSalaryObservations(db, { count });
}
