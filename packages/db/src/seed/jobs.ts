import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { jobApplications, jobBookmarks, jobs, jobTexts } from '../schema/jobs.ts';
import {
  businessFields,
  cities,
  companies,
  companySizes,
  firstRuntimeOptionId,
  positionCategories,
  positionLevels,
  positions,
  skillSets,
  workingSystems,
} from '../schema/master-data.ts';
import {
  benefitLines,
  companyAboutTemplates,
  companyIndustries,
  companySectors,
  descriptionTemplates,
  generatedCompanyFields,
  generatedCompanyWords,
  perkLines,
  requirementTemplates,
} from './job-texts.ts';
import {
  categoryMedians,
  cityProfiles,
  logSpread,
  subCategorySkills,
  titleFactors,
} from './salary-profiles.ts';

/** What the demo (`npm start`) starts with. */
export const demoJobCount = 5_000;
export const demoCompanyCount = 320;

export interface GenerateJobsOptions {
  count: number;
  /** The same seed and master data give the same rows. */
  seed?: number;
  /** Rows per INSERT. */
  batchSize?: number;
}

/** Position level name -> pay factor, years asked for (from, to) and share of posts. */
const levelProfiles: Readonly<Record<string, { factor: number; years: [number, number]; weight: number }>> = {
  Internship: { factor: 0.3, years: [0, 0], weight: 2 },
  'Entry Level': { factor: 0.5, years: [0, 1], weight: 5 },
  Junior: { factor: 0.7, years: [1, 2], weight: 8 },
  'Mid Level': { factor: 1, years: [3, 4], weight: 10 },
  Senior: { factor: 1.35, years: [5, 7], weight: 8 },
  Lead: { factor: 1.6, years: [6, 8], weight: 3 },
  Supervisor: { factor: 1.2, years: [4, 6], weight: 2 },
  Manager: { factor: 1.8, years: [7, 10], weight: 3 },
  'Senior Manager': { factor: 2.3, years: [10, 12], weight: 1 },
  'Head of Department': { factor: 2.6, years: [10, 15], weight: 1 },
};

function titleFactor(name: string): number {
  return titleFactors.find(([pattern]) => pattern.test(name))?.[1] ?? 1;
}

function slots<T>(entries: ReadonlyArray<T & { weight: number }>) {
  return entries
    .flatMap(({ weight, ...entry }) => Array.from({ length: weight }, () => entry))
    .map((entry, index) => ({ slot: index + 1, ...entry }));
}

function byName(rows: ReadonlyArray<{ id: number; name: string }>) {
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`Job seed names "${name}", which is not in the master data`);
    return id;
  };
}

/** Everything the SQL draws from, read from the master data. */
async function drawTables(db: Pick<Database, 'select'>) {
  const skillId = byName(await db.select({ id: skillSets.id, name: skillSets.name }).from(skillSets));
  const positionRows = await db
    .select({
      id: positions.id,
      name: positions.name,
      categoryId: positions.positionCategoryId,
      category: positionCategories.name,
    })
    .from(positions)
    .innerJoin(positionCategories, eq(positionCategories.id, positions.positionCategoryId))
    .where(eq(positions.isOther, false))
    .orderBy(asc(positions.id));
  const positionSlots = slots(
    positionRows.flatMap((position) => {
      const median = categoryMedians[position.categoryId];
      // A position's id is its sub-category's id times 100 plus its place (position-hierarchy.ts).
      const pool = subCategorySkills[Math.floor(position.id / 100)];
      if (median === undefined || pool === undefined) return [];
      return [
        {
          position_id: position.id,
          category_id: position.categoryId,
          category: position.category,
          name: position.name,
          median: median * titleFactor(position.name),
          skills: pool.map(skillId),
          weight: 1,
        },
      ];
    }),
  );
  const cityId = byName(await db.select({ id: cities.id, name: cities.name }).from(cities));
  const citySlots = slots(
    Object.entries(cityProfiles).map(([name, profile]) => ({
      city_id: cityId(name),
      city: name,
      factor: profile.factor,
      weight: profile.weight,
    })),
  );
  const levelId = byName(
    await db.select({ id: positionLevels.id, name: positionLevels.name }).from(positionLevels),
  );
  const levelSlots = slots(
    Object.entries(levelProfiles).map(([name, profile]) => ({
      level_id: levelId(name),
      factor: profile.factor,
      years_from: profile.years[0],
      years_to: profile.years[1],
      weight: profile.weight,
    })),
  );
  const systems = await db
    .select({ id: workingSystems.id })
    .from(workingSystems)
    .orderBy(asc(workingSystems.id));
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.isOther, false))
    .orderBy(asc(companies.id));
  return {
    positions: positionSlots,
    cities: citySlots,
    levels: levelSlots,
    workingSystemIds: systems.map((row) => row.id),
    companies: companyRows.map((row, index) => ({ slot: index + 1, company_id: row.id, company: row.name })),
  };
}

const textArray = (lines: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(lines)}::jsonb))`;
const integerArray = (ids: readonly number[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::integer)`;

/**
 * Adds `count` job posts by the companies of the master data: a position and its category, a
 * level with the years it asks for, a city weighted like the market (Jakarta first), a salary
 * around the category's median (or none, as 15% of employers do), 3 to 6 skills of the
 * position's field, and written texts. Drawn in SQL (generate_series), so a million rows take
 * seconds in PostgreSQL, not minutes.
 */
export async function generateJobs(db: Database, options: GenerateJobsOptions): Promise<void> {
  const { count, seed = 0.7, batchSize = 100_000 } = options;
  await db.transaction(async (tx) => {
    const tables = await drawTables(tx);
    if (tables.companies.length === 0) throw new Error('Job seed needs companies in the master data');
    await tx.execute(sql`select setseed(${seed})`);
    for (let done = 0; done < count; done += batchSize) {
      const rows = Math.min(batchSize, count - done);
      await tx.execute(sql`
        with p as materialized (
          select * from jsonb_to_recordset(${JSON.stringify(tables.positions)}::jsonb) as x(
            slot integer, position_id integer, category_id integer, category text, name text,
            median double precision, skills integer[])
        ), co as materialized (
          select * from jsonb_to_recordset(${JSON.stringify(tables.companies)}::jsonb)
            as x(slot integer, company_id integer, company text)
        ), ci as materialized (
          select * from jsonb_to_recordset(${JSON.stringify(tables.cities)}::jsonb)
            as x(slot integer, city_id integer, city text, factor double precision)
        ), l as materialized (
          select * from jsonb_to_recordset(${JSON.stringify(tables.levels)}::jsonb)
            as x(slot integer, level_id integer, factor double precision, years_from integer, years_to integer)
        ), t as materialized (
          select ${integerArray(tables.workingSystemIds)} as systems
        ), d as materialized (
          select random() as u_position, random() as u_company, random() as u_city, random() as u_level,
                 random() as u_years, random() as u_salary, random() as u1, random() as u2,
                 random() as u_range, random() as u_skills, random() as u_open,
                 random() as u_date, random() as u_system
          from generate_series(1, ${rows}::integer)
        ), r as materialized (
          select p.position_id, p.category_id, p.category, p.name, co.company_id, co.company,
            ci.city_id, ci.city, l.level_id, d.*,
            l.years_from + floor(d.u_years * (l.years_to - l.years_from + 1))::integer as min_exp,
            case when d.u_salary < 0.15 then null else (round(
              p.median * l.factor * ci.factor
              * exp(${logSpread}::double precision * sqrt(-2 * ln(1 - d.u1)) * cos(2 * pi() * d.u2))
              / 500000) * 500000)::bigint end as salary_low,
            array(
              select distinct p.skills[1 + floor(cardinality(p.skills) * power(random(), 1.5))::integer]
              from generate_series(1, 3 + floor(d.u_skills * 4)::integer)
            ) as skill_ids
          from d
          join p on p.slot = 1 + floor(d.u_position * (select count(*) from p))::integer
          join co on co.slot = 1 + floor(d.u_company * (select count(*) from co))::integer
          join ci on ci.slot = 1 + floor(d.u_city * (select count(*) from ci))::integer
          join l on l.slot = 1 + floor(d.u_level * (select count(*) from l))::integer
        )
        insert into ${jobs} (company_id, position_id, position_category_id, position_level_id,
          min_experience, city_id, working_system_id, salary_min, salary_max, skill_ids,
          is_open, published_at, closed_at)
        select r.company_id, r.position_id, r.category_id, r.level_id, r.min_exp, r.city_id,
          t.systems[1 + floor(r.u_system * cardinality(t.systems))::integer],
          case when r.salary_low is not null then greatest(r.salary_low, 2000000) end,
          case when r.salary_low is not null then greatest(r.salary_low, 2000000)
            + (round(greatest(r.salary_low, 2000000) * (0.2 + 0.3 * r.u_range) / 500000) * 500000)::bigint end,
          r.skill_ids,
          r.u_open >= 0.08,
          now() - make_interval(secs => r.u_date * 60 * 86400),
          case when r.u_open < 0.08 then now() - make_interval(secs => r.u_date * 20 * 86400) end
        from r cross join t
      `);
    }
    await insertJobTexts(tx);
  });
}

/**
 * Writes the page texts of every job that has none: templates chosen by the job's id, filled with
 * its position, company, city, category, years and skills. One statement after all the jobs. The id
 * is multiplied as a bigint: as an integer, 104729 times an id past 20,505 overflows.
 */
async function insertJobTexts(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`
    with t as materialized (
      select ${textArray(descriptionTemplates)} as descriptions,
             ${textArray(requirementTemplates)} as requirements,
             ${textArray(benefitLines)} as benefits,
             ${textArray(perkLines)} as perks
    )
    insert into ${jobTexts} (job_id, description, requirements, benefits, perks)
    select j.id,
      replace(replace(replace(replace(
        t.descriptions[1 + (j.id::bigint * 7919) % cardinality(t.descriptions)],
        '{position}', p.name), '{company}', co.name), '{city}', ci.name), '{category}', pc.name),
      replace(replace(replace(replace(replace(replace(
        t.requirements[1 + (j.id::bigint * 104729) % cardinality(t.requirements)],
        '{position}', p.name), '{city}', ci.name), '{category}', pc.name),
        '{skills}', coalesce(sk.names, 'the tools of the trade')),
        '{years}', case when j.min_experience <= 1 then '1 year' else j.min_experience || ' years' end),
        '{company}', co.name),
      array_to_string(t.benefits[1 + j.id % 6 : 5 + j.id % 6 + (j.id / 7) % 2], E'\n'),
      array_to_string(t.perks[1 + (j.id / 3) % 6 : 3 + (j.id / 3) % 6 + j.id % 2], E'\n')
    from ${jobs} j cross join t
    join ${positions} p on p.id = j.position_id
    join ${companies} co on co.id = j.company_id
    join ${cities} ci on ci.id = j.city_id
    join ${positionCategories} pc on pc.id = j.position_category_id
    left join lateral (
      select string_agg(s.name, ', ' order by s.name) as names from ${skillSets} s where s.id = any(j.skill_ids)
    ) sk on true
    where not exists (select 1 from ${jobTexts} x where x.job_id = j.id)
  `);
}

function slug(name: string, separator: '' | '-'): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(/^-+|-+$/g, '');
}

const industryByCompany = new Map(
  Object.entries(companyIndustries).flatMap(([field, names]) => names.map((name) => [name, field] as const)),
);

/** The industry a real company of the master data is known for, when it is named in `companyIndustries`. */
function industryOf(companyName: string): string | undefined {
  return industryByCompany.get(companyName);
}

/**
 * Gives every company the facts of a company page (head office, size, industry, about text, links)
 * where it has none yet, and adds made-up employers until there are `minimum` companies. The real
 * companies of the master data are large and mostly in Jakarta, in the industry of their section
 * of the list; the made-up ones are smaller and spread over the cities.
 */
export async function prepareCompanies(db: Database, minimum = demoCompanyCount): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  const missing = minimum - Number(existing?.n ?? 0);
  if (missing > 0) {
    const names = generatedCompanyWords.first.flatMap((first) =>
      generatedCompanyWords.second.map((second) => `${first} ${second}`),
    );
    await db
      .insert(companies)
      .values(names.slice(0, missing).map((name) => ({ name, pt: `PT ${name} Indonesia` })));
  }
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(isNull(companies.about), eq(companies.isOther, false)))
    .orderBy(asc(companies.id));
  if (rows.length === 0) return;
  const fieldId = byName(
    await db.select({ id: businessFields.id, name: businessFields.name }).from(businessFields),
  );
  const cityId = byName(await db.select({ id: cities.id, name: cities.name }).from(cities));
  const sizes = await db
    .select({ id: companySizes.id, name: companySizes.name })
    .from(companySizes)
    .orderBy(asc(companySizes.sortOrder));
  const sectorStarts = new Map(
    (await db.select({ id: companies.id, name: companies.name }).from(companies)).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const sectors = companySectors
    .map((sector) => ({ ...sector, from: sectorStarts.get(sector.first) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.from - b.from);
  const cityNames = Object.keys(cityProfiles);
  const facts = rows.map((row) => {
    const real = row.id < firstRuntimeOptionId;
    const sector = [...sectors].reverse().find((candidate) => candidate.from <= row.id);
    const fieldName = real
      ? (industryOf(row.name) ?? sector?.field ?? 'Information Technology and Services')
      : (generatedCompanyFields[row.name.split(' ')[1] ?? ''] ?? 'Information Technology and Services');
    const city =
      real && row.id % 10 < 7 ? 'Jakarta' : (cityNames[(row.id * 7) % cityNames.length] ?? 'Jakarta');
    const size = real ? sizes[Math.max(0, sizes.length - 1 - (row.id % 3))] : sizes[1 + (row.id % 4)];
    const template = companyAboutTemplates[row.id % companyAboutTemplates.length] ?? '';
    const about = template
      .replaceAll('{company}', row.name)
      .replaceAll('{industry}', fieldName.toLowerCase())
      .replaceAll('{city}', city)
      .replaceAll('{size}', (size?.name ?? 'a growing team').toLowerCase());
    return {
      id: row.id,
      city_id: cityId(city),
      company_size_id: size?.id ?? null,
      business_field_id: fieldId(fieldName),
      about,
      website_url: `https://www.${slug(row.name, '')}.co.id`,
      linkedin_url: `https://www.linkedin.com/company/${slug(row.name, '-')}`,
    };
  });
  await db.execute(sql`
    update ${companies} c set city_id = f.city_id, company_size_id = f.company_size_id,
      business_field_id = f.business_field_id, about = f.about, website_url = f.website_url,
      linkedin_url = f.linkedin_url
    from jsonb_to_recordset(${JSON.stringify(facts)}::jsonb) as f(id integer, city_id integer,
      company_size_id integer, business_field_id integer, about text, website_url text, linkedin_url text)
    where c.id = f.id`);
}

/**
 * The demo's companies and jobs, once: a database that already has jobs is left alone. The demo
 * talent starts with a few applications and saved jobs, so every tab of the listing has content.
 */
export async function seedDemoJobs(db: Database, count = demoJobCount): Promise<void> {
  const [any] = await db.select({ id: jobs.id }).from(jobs).limit(1);
  if (any) return;
  await prepareCompanies(db);
  await generateJobs(db, { count });
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'talent@example.com'));
  if (!talent) return;
  const recent = await db.execute<{ id: number }>(
    sql`select id from ${jobs} where is_open and position_category_id = 1 order by published_at desc, id desc limit 8`,
  );
  const ids = recent.rows.map((row) => Number(row.id));
  await db
    .insert(jobApplications)
    .values(ids.slice(0, 3).map((jobId) => ({ talentId: talent.id, jobId })))
    .onConflictDoNothing();
  await db
    .insert(jobBookmarks)
    .values(ids.slice(2, 6).map((jobId) => ({ talentId: talent.id, jobId })))
    .onConflictDoNothing();
}
