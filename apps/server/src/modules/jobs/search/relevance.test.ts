import { defaultServiceBases } from '@talent/contract';
import { companies, jobs, jobTexts, positions, skillSets, users } from '@talent/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionsByToken, type TestApp } from '../../../testing/test-app.ts';
import { type FixtureJobName, relevanceCases, relevanceJobs } from './relevance-set.ts';

const v2 = defaultServiceBases.talentV2;
const day = 86_400_000;
const now = Date.now();
let server: TestApp;
let talent: number;
const jobIds = new Map<FixtureJobName, number>();
const jobNames = new Map<number, FixtureJobName>();

async function idsByName(table: string): Promise<Map<string, number>> {
  const { rows } = await server.database.db.execute<{ id: number; name: string }>(
    sql`select id, name from ${sql.identifier(table)} where not is_other`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.id)]));
}

function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined)
    throw new Error(`The relevance fixture names "${name}", which is not in the master data`);
  return id;
}

async function insertFixture() {
  const { db } = server.database;
  const [positions, skills, companies, cities, systems] = await Promise.all(
    ['positions', 'skill_sets', 'companies', 'cities', 'working_systems'].map(idsByName),
  );
  const { rows: categories } = await db.execute<{ name: string; category: number }>(
    sql`select name, position_category_id as category from positions where not is_other`,
  );
  const categoryOf = new Map(categories.map((row) => [row.name, Number(row.category)]));
  for (const [name, job] of Object.entries(relevanceJobs) as Array<
    [FixtureJobName, (typeof relevanceJobs)[FixtureJobName]]
  >) {
    const [row] = await db
      .insert(jobs)
      .values({
        companyId: idOf(companies as Map<string, number>, job.company),
        positionId: idOf(positions as Map<string, number>, job.position),
        positionCategoryId: categoryOf.get(job.position) ?? 1,
        positionLevelId: 4,
        cityId: idOf(cities as Map<string, number>, job.city),
        workingSystemId: idOf(systems as Map<string, number>, job.system),
        skillIds: job.skills.map((skill) => idOf(skills as Map<string, number>, skill)),
        isOpen: !('closed' in job && job.closed),
        publishedAt: new Date(now - job.daysAgo * day - jobIds.size * 1000),
      })
      .returning({ id: jobs.id });
    if (!row) throw new Error('no job');
    jobIds.set(name, row.id);
    jobNames.set(row.id, name);
    await db.insert(jobTexts).values({
      jobId: row.id,
      description: `Join ${job.company} as a ${job.position}. ${'description' in job ? job.description : ''}`,
      requirements: 'What you bring',
    });
  }
}

async function get(url: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `${v2}${url}`,
    headers: { authorization: `Bearer token-${talent}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function listed(query: string): Promise<FixtureJobName[]> {
  const body = await get(`/opportunities/${talent}?size=100&search=${encodeURIComponent(query)}`);
  return body.data.map((job: { id: number }) => jobNames.get(job.id) ?? `job ${job.id}`);
}

beforeAll(async () => {
  server = await createTestApp({
    sessionResolver: async (value) => {
      const id = Number(value.replace('token-', ''));
      return sessionsByToken({ [value]: { userId: id, type: 'talent', sessionId: id } })(value);
    },
  });
  const [row] = await server.database.db
    .insert(users)
    .values({
      type: 'talent',
      email: 'seeker@example.com',
      fullname: 'Dewi Lestari',
      phone: '081234567891',
      passwordHash: 'x',
      onboarded: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no talent');
  talent = row.id;
  await insertFixture();
});

afterAll(async () => {
  await server?.close();
});

describe('the job search’s relevance set', () => {
  it('holds at least 60 queries and every kind the issue names', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(relevanceCases.map((entry) => entry.kind));
    for (const kind of [
      'typo',
      'synonym',
      'abbreviation',
      'indonesian',
      'place',
      'working system',
      'company',
      'ranking',
      'prefix',
    ])
      expect(kinds).toContain(kind);
  });

  it.each(relevanceCases.map((entry) => [entry.query, entry] as const))('“%s”', async (_query, entry) => {
    const names = await listed(entry.query);
    expect(names, 'must find').toEqual(expect.arrayContaining([...entry.finds]));
    if (entry.finds.length === 0) expect(names).toEqual([]);
    for (const missed of entry.misses ?? []) expect(names, 'must not list').not.toContain(missed);
    if (entry.first)
      expect(names.slice(0, entry.first.length).sort(), 'must come first').toEqual([...entry.first].sort());
    if (entry.correction !== undefined || entry.filters !== undefined) {
      const understood = (
        await get(`/opportunities/${talent}/search?search=${encodeURIComponent(entry.query)}`)
      ).data;
      if (entry.correction !== undefined) expect(understood.correction).toBe(entry.correction);
      if (entry.filters !== undefined)
        expect(understood.filters.map((filter: { name: string }) => filter.name)).toEqual(entry.filters);
    }
  });
});

describe('never a dead end', () => {
  it('offers, when nothing is found, the searches nearby that find jobs, with how many', async () => {
    expect(await listed('accountant bandung')).toEqual([]);
    const understood = (await get(`/opportunities/${talent}/search?search=accountant%20bandung`)).data;
    expect(understood).toEqual({
      filters: [{ kind: 'city', name: 'Bandung', without: 'accountant' }],
      correction: null,
      nearby: [{ search: 'accountant', count: 2 }],
    });
  });

  it('offers nothing nearby while the search finds jobs', async () => {
    const understood = (await get(`/opportunities/${talent}/search?search=accountant`)).data;
    expect(understood).toEqual({ filters: [], correction: null, nearby: [] });
  });

  it('suggests positions, skills, companies and places as the talent types, and the closest names for a typo', async () => {
    const suggest = async (typed: string) =>
      (await get(`/opportunities/${talent}/suggestions?search=${encodeURIComponent(typed)}`)).data;
    expect(await suggest('backend')).toContainEqual({ kind: 'position', text: 'Backend Engineer' });
    expect(await suggest('pyth')).toContainEqual({ kind: 'skill', text: 'Python' });
    expect(await suggest('goj')).toContainEqual({ kind: 'company', text: 'Gojek' });
    expect(await suggest('band')).toContainEqual({ kind: 'place', text: 'Bandung' });
    expect(await suggest('rem')).toContainEqual({ kind: 'place', text: 'Remote' });
    expect(await suggest('backend engineer jak')).toContainEqual({
      kind: 'place',
      text: 'backend engineer Jakarta',
    });
    expect(await suggest('flutetr')).toContainEqual({ kind: 'skill', text: 'Flutter' });
    expect((await suggest('engineer')).length).toBeLessThanOrEqual(8);
    expect(await suggest('  ')).toEqual([]);
  });
});

describe('renamed names', () => {
  /** Renames a row of an option list as staff would, in the database, until the test is over. */
  async function renamed(
    table: typeof positions | typeof skillSets | typeof companies,
    from: string,
    to: string,
  ) {
    const { db } = server.database;
    await db.update(table).set({ name: to }).where(eq(table.name, from));
    await server.app.platform.changes.heardAll();
    return async () => {
      await db.update(table).set({ name: from }).where(eq(table.name, to));
      await server.app.platform.changes.heardAll();
    };
  }

  it('finds the jobs of a renamed position, skill or company by the new name at once', async () => {
    const restore = [
      await renamed(positions, 'QA Engineer', 'Quality Gatekeeper'),
      await renamed(skillSets, 'Selenium', 'Tarsius Testing'),
      await renamed(companies, 'Ruangguru', 'Sekolah Pintar Digital'),
    ];
    try {
      expect(await listed('gatekeeper')).toEqual(['qaEngineer']);
      expect(await listed('tarsius testing')).toEqual(['qaEngineer']);
      expect(await listed('selenium')).toEqual([]);
      const ruangguru = Object.entries(relevanceJobs).find(([, job]) => job.company === 'Ruangguru')?.[0];
      expect(await listed('pintar')).toEqual([ruangguru]);
    } finally {
      for (const undo of restore) await undo();
    }
  });
});
