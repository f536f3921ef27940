import { defaultServiceBases, salaryDataThresholds, salaryMessages } from '@talent/contract';
import { generateSalaryObservations, positionFunctionId, salaryObservations } from '@talent/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registerSalaryRoutes } from './salary.routes.ts';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ modules: [registerSalaryRoutes] });
});

afterAll(async () => {
  await server?.close();
});

const url = `${defaultServiceBases.talentV1}/salary-calculator`;

async function calculate(query: string) {
  const response = await server.app.inject({ method: 'GET', url: `${url}?${query}` });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they assert on
  return { status: response.statusCode, body: response.json() as any };
}

// Software Development (sub-category 1, Engineering) functions and the '3-5 years' band.
const backend = positionFunctionId(1, 0);
const frontend = positionFunctionId(1, 1);
const fullStack = positionFunctionId(1, 2);
const architect = positionFunctionId(1, 4);
const threeToFive = 3;

/** `n` salaries spread from `from` in steps of `step`, each listing `skills`. */
function salaries(functionId: number, n: number, from: number, step: number, skills: number[] = []) {
  return Array.from({ length: n }, (_, i) => ({
    positionFunctionId: functionId,
    yearsCategoryId: threeToFive,
    amount: from + ((i * 7919) % n) * step,
    skillIds: skills.slice(0, 1 + (i % skills.length || 0)),
    source: 'survey' as const,
  }));
}

/** The figures computed straight from the raw rows, the way the aggregates must match. */
async function direct(functionId: number, yearsCategoryId: number) {
  const { rows } = await server.database.db.execute<{
    n: number;
    mean: number;
    p10: number;
    p90: number;
  }>(sql`
    select count(*)::int as n, avg(amount)::double precision as mean,
      percentile_cont(0.1) within group (order by amount) as p10,
      percentile_cont(0.9) within group (order by amount) as p90
    from salary_observations where position_function_id = ${functionId} and years_category_id = ${yearsCategoryId}`);
  const row = rows[0];
  if (!row) throw new Error('no row');
  return { n: Number(row.n), mean: Number(row.mean), p10: Number(row.p10), p90: Number(row.p90) };
}

describe('GET /salary-calculator on a small known data set', () => {
  beforeAll(async () => {
    const { db } = server.database;
    await db.insert(salaryObservations).values(salaries(backend, 40, 9_000_000, 250_000, [8, 4, 63, 133]));
    await db.insert(salaryObservations).values(salaries(frontend, 12, 8_000_000, 300_000, [1, 39]));
    await db
      .insert(salaryObservations)
      .values(salaries(fullStack, salaryDataThresholds.minimum - 1, 10_000_000, 1));
    // Inserted one by one, as talents' salaries arrive: the aggregate follows each statement.
    for (const row of salaries(architect, 31, 25_000_000, 500_000)) {
      await db.insert(salaryObservations).values(row);
    }
  });

  it('answers the 10th percentile, mean and 90th percentile of the raw rows, in IDR million', async () => {
    const { status, body } = await calculate(
      `position_function_id=${backend}&years_category_id=${threeToFive}`,
    );
    const expected = await direct(backend, threeToFive);
    expect(status).toBe(200);
    expect(expected.n).toBe(40);
    expect(body.data.line_salary_million).toEqual([
      expected.p10 / 1e6,
      expected.mean / 1e6,
      expected.p90 / 1e6,
    ]);
    expect(body.data.salary_mean).toBe(expected.mean);
    expect(body.data).toMatchObject({
      data_quality: 'good',
      position_function_name: 'Engineering - Backend Engineer',
      years_category: '3-5 years',
      observations: 40,
    });
  });

  it('lists the most listed skills of the position first', async () => {
    const { body } = await calculate(`position_function_id=${backend}&years_category_id=${threeToFive}`);
    const { rows } = await server.database.db.execute<{ id: number }>(sql`
      select skill.id from salary_observations, unnest(skill_ids) as skill(id)
      where position_function_id = ${backend} group by skill.id order by count(*) desc, skill.id`);
    expect(body.data.skills.map((skill: { id: number }) => skill.id)).toEqual(
      rows.map((row) => Number(row.id)),
    );
    expect(body.data.skills[0]).toEqual({ id: 8, name: 'Go' });
  });

  it('ranks the category’s positions at the same years of experience by mean', async () => {
    const { body } = await calculate(`position_function_id=${frontend}&years_category_id=${threeToFive}`);
    const means = await Promise.all([architect, backend, frontend].map((id) => direct(id, threeToFive)));
    expect(body.data.top_3_position).toEqual([
      {
        position_function_id: architect,
        position_function_name: 'Engineering - Software Architect',
        salary_mean_million: (means[0]?.mean ?? 0) / 1e6,
      },
      {
        position_function_id: backend,
        position_function_name: 'Engineering - Backend Engineer',
        salary_mean_million: (means[1]?.mean ?? 0) / 1e6,
      },
      {
        position_function_id: frontend,
        position_function_name: 'Engineering - Frontend Engineer',
        salary_mean_million: (means[2]?.mean ?? 0) / 1e6,
      },
    ]);
  });

  it(`marks results from fewer than ${salaryDataThresholds.reliable} salaries as low data`, async () => {
    const low = await calculate(`position_function_id=${frontend}&years_category_id=${threeToFive}`);
    expect(low.body.data).toMatchObject({ data_quality: 'low data', observations: 12 });
    const enough = await calculate(`position_function_id=${architect}&years_category_id=${threeToFive}`);
    expect(enough.body.data).toMatchObject({ data_quality: 'good', observations: 31 });
    expect(enough.body.data.line_salary_million[1]).toBe((await direct(architect, threeToFive)).mean / 1e6);
  });

  it(`answers no result below ${salaryDataThresholds.minimum} salaries, and for a position with none`, async () => {
    for (const query of [
      `position_function_id=${fullStack}&years_category_id=${threeToFive}`,
      `position_function_id=${backend}&years_category_id=1`,
    ]) {
      const { status, body } = await calculate(query);
      expect(status).toBe(200);
      expect(body).toEqual({ data: null, meta: { message: salaryMessages.noResult } });
    }
  });

  it('follows deletes and changes of observations', async () => {
    const { db } = server.database;
    await db.execute(sql`update salary_observations set amount = amount + 1000000
      where position_function_id = ${backend} and amount < 12000000`);
    await db.execute(
      sql`delete from salary_observations where position_function_id = ${architect} and amount > 35000000`,
    );
    // Kept answers are dropped when the process hears the aggregates' change announced.
    await server.app.platform.changes.heardAll();
    for (const id of [backend, architect]) {
      const { body } = await calculate(`position_function_id=${id}&years_category_id=${threeToFive}`);
      const expected = await direct(id, threeToFive);
      expect(body.data.line_salary_million).toEqual([
        expected.p10 / 1e6,
        expected.mean / 1e6,
        expected.p90 / 1e6,
      ]);
      expect(body.data.observations).toBe(expected.n);
    }
  });

  it('is open to guests', async () => {
    const { status } = await calculate(`position_function_id=${backend}&years_category_id=${threeToFive}`);
    expect(status).toBe(200);
  });
});

describe('numbers in the query', () => {
  it.each(['%227%22', '7.0', '%207', '1e1', '0x7', '-7', '0', 'seven', ''])(
    'refuses position_function_id=%s at the field',
    async (value) => {
      const { status, body } = await calculate(`position_function_id=${value}&years_category_id=3`);
      expect(status).toBe(400);
      expect(body.meta.type).toBe('VALIDATION_ERROR');
      expect(body.fields).toEqual({ position_function_id: salaryMessages.wholeNumber });
    },
  );

  it('asks for both selects', async () => {
    const { status, body } = await calculate('');
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      position_function_id: salaryMessages.required,
      years_category_id: salaryMessages.required,
    });
  });

  it('refuses ids of no position function or years category', async () => {
    const { status, body } = await calculate('position_function_id=424242&years_category_id=3');
    expect(status).toBe(400);
    expect(body.fields.position_function_id).toBe(salaryMessages.unknownOption);
  });
});

describe('aggregates of generated data', () => {
  it('equal a direct percentile_cont over the raw rows for every key', async () => {
    const { db } = server.database;
    await generateSalaryObservations(db, { count: 3000, batchSize: 1000 });
    const { rows } = await db.execute<{ keys: number; mismatched: number }>(sql`
      with direct as (
        select position_function_id, years_category_id, count(*)::int as n,
          avg(amount)::double precision as mean,
          percentile_cont(0.1) within group (order by amount) as p10,
          percentile_cont(0.9) within group (order by amount) as p90
        from salary_observations group by 1, 2
      )
      select count(*)::int as keys, count(*) filter (where a.position_function_id is null
        or a.observations <> d.n or a.mean <> d.mean or a.p10 <> d.p10 or a.p90 <> d.p90)::int as mismatched
      from direct d full join salary_aggregates a using (position_function_id, years_category_id)`);
    expect(Number(rows[0]?.keys)).toBeGreaterThan(500);
    expect(Number(rows[0]?.mismatched)).toBe(0);
    const skills = await db.execute<{ mismatched: number }>(sql`
      with direct as (
        select position_function_id, skill.id as skill_set_id, count(*)::int as n
        from salary_observations, unnest(skill_ids) as skill(id) group by 1, 2
      )
      select count(*)::int as mismatched from direct d
      full join salary_skill_counts c using (position_function_id, skill_set_id)
      where c.observations is distinct from d.n`);
    expect(Number(skills.rows[0]?.mismatched)).toBe(0);
  });
});
