import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { createTestDatabase } from '../testing/index.ts';
import { companyIndustries } from './job-texts.ts';
import { generateJobs, prepareCompanies } from './jobs.ts';
import { businessFields } from './lists/business-fields.ts';
import { companies as companyList } from './lists/companies.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareCompanies(database.db, 300);
  await generateJobs(database.db, { count: 1_000, batchSize: 400 });
});

afterAll(async () => {
  await database?.close();
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await database.db.execute(query);
  return rows[0] as T;
}

describe('generated companies and jobs', () => {
  it('fills every company page and adds employers up to the minimum', async () => {
    const companies = await one<{ n: number; bare: number }>(sql`
      select count(*)::int as n,
        count(*) filter (where about is null or city_id is null or website_url is null)::int as bare
      from companies where not is_other`);
    expect(companies.n).toBeGreaterThanOrEqual(300);
    expect(companies.bare).toBe(0);
  });

  it('names only companies of the list and industries of the business fields', () => {
    const names = new Set(companyList.map((company) => company.name));
    for (const [field, members] of Object.entries(companyIndustries)) {
      expect(businessFields).toContain(field);
      for (const name of members) expect(names.has(name), name).toBe(true);
    }
  });

  it('lists each known company in the industry of its business', async () => {
    const { rows } = await database.db.execute<{ name: string; industry: string }>(sql`
      select c.name, b.name as industry from companies c join business_fields b on b.id = c.business_field_id
      where c.name in ('Freeport Indonesia', 'Aneka Tambang', 'Wijaya Karya', 'Kalbe Farma', 'Garuda Indonesia')
      order by c.name`);
    expect(rows.map((row) => [row.name, row.industry])).toEqual([
      ['Aneka Tambang', 'Mining'],
      ['Freeport Indonesia', 'Mining'],
      ['Garuda Indonesia', 'Aviation'],
      ['Kalbe Farma', 'Pharmaceuticals'],
      ['Wijaya Karya', 'Construction'],
    ]);
  });

  it('makes the asked number of jobs across cities, categories and companies', async () => {
    const spread = await one<{ n: number; cities: number; categories: number; companies: number }>(sql`
      select count(*)::int as n, count(distinct city_id)::int as cities,
        count(distinct position_category_id)::int as categories, count(distinct company_id)::int as companies
      from jobs`);
    expect(spread.n).toBe(1_000);
    expect(spread.cities).toBeGreaterThanOrEqual(10);
    expect(spread.categories).toBeGreaterThanOrEqual(10);
    expect(spread.companies).toBeGreaterThan(200);
  });

  it('keeps most jobs open, leaves some salaries unsaid, and gives each job skills of its field', async () => {
    const shares = await one<{
      open: number;
      no_salary: number;
      no_skills: number;
      wrong_category: number;
    }>(sql`
      select avg(is_open::int)::float as open, avg((salary_min is null)::int)::float as no_salary,
        count(*) filter (where cardinality(skill_ids) = 0)::int as no_skills,
        count(*) filter (where p.position_category_id <> j.position_category_id)::int as wrong_category
      from jobs j join positions p on p.id = j.position_id`);
    expect(shares.open).toBeGreaterThan(0.85);
    expect(shares.no_salary).toBeGreaterThan(0.05);
    expect(shares.no_salary).toBeLessThan(0.3);
    expect(shares.no_skills).toBe(0);
    expect(shares.wrong_category).toBe(0);
  });

  it('writes texts with every placeholder filled and a search document of position and company', async () => {
    const left = await one<{ n: number }>(sql`
      select count(*)::int as n from jobs j left join job_texts t on t.job_id = j.id
      where t.job_id is null or t.description ~ '[{}]' or t.requirements ~ '[{}]' or t.benefits = '' or t.perks = ''`);
    expect(left.n).toBe(0);
    const unfound = await one<{ n: number }>(sql`
      select count(*)::int as n
      from jobs j join positions p on p.id = j.position_id join companies c on c.id = j.company_id
      where not j.search_document @@ plainto_tsquery('simple', job_search_words(p.name || ' ' || c.name))`);
    expect(unfound.n).toBe(0);
  });

  it('writes the texts of jobs far into the millions, whose ids would overflow a 32-bit product', async () => {
    await database.db.execute(sql`alter table jobs alter column id restart with 2000000`);
    await generateJobs(database.db, { count: 3 });
    const written = await one<{ n: number }>(sql`
      select count(*)::int as n from jobs j join job_texts t on t.job_id = j.id where j.id >= 2000000`);
    expect(written.n).toBe(3);
  });
});
