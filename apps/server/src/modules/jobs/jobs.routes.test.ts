import { accountMessages, defaultServiceBases, jobMessages } from '@talent/contract';
import {
  companies,
  jobApplications,
  jobBookmarks,
  jobs,
  jobTexts,
  talentProfiles,
  talentSkills,
  talentWorkLocations,
  users,
} from '@talent/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionsByToken, type TestApp } from '../../testing/test-app.ts';

const v2 = defaultServiceBases.talentV2;
let server: TestApp;
let talent: number;
let other: number;
let noCv: number;

// Master data ids (packages/db/src/seed): category 1 Engineering, 5 Marketing; positions 101
// Backend Engineer, 102 Frontend Engineer (Engineering); cities 1 Jakarta, 10 Bandung; position 1501 Digital Marketing Specialist; skills 2
// TypeScript, 4 Java; companies 1 Gojek, 2 Tokopedia; levels 4 Mid Level, 5 Senior; system 2 Remote.
const engineering = 1;
const jakarta = 1;
const bandung = 10;
const day = 86_400_000;
const now = Date.now();

interface JobSeed {
  companyId?: number;
  positionId?: number;
  categoryId?: number;
  levelId?: number;
  minExperience?: number;
  cityId?: number;
  workingSystemId?: number;
  salary?: [number, number] | null;
  skillIds?: number[];
  isOpen?: boolean;
  daysAgo: number;
}

async function insertJob(seed: JobSeed): Promise<number> {
  const [row] = await server.database.db
    .insert(jobs)
    .values({
      companyId: seed.companyId ?? 1,
      positionId: seed.positionId ?? 101,
      positionCategoryId: seed.categoryId ?? engineering,
      positionLevelId: seed.levelId ?? 4,
      minExperience: seed.minExperience ?? 2,
      cityId: seed.cityId ?? jakarta,
      workingSystemId: seed.workingSystemId ?? 1,
      salaryMin: seed.salary === null ? null : (seed.salary?.[0] ?? 15_000_000),
      salaryMax: seed.salary === null ? null : (seed.salary?.[1] ?? 20_000_000),
      skillIds: seed.skillIds ?? [2],
      isOpen: seed.isOpen ?? true,
      publishedAt: new Date(now - seed.daysAgo * day),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('no job');
  await server.database.db.insert(jobTexts).values({
    jobId: row.id,
    description: 'What you will do',
    requirements: 'What you bring',
    benefits: 'BPJS',
    perks: 'Snacks',
  });
  return row.id;
}

async function insertTalent(email: string, withCv: boolean): Promise<number> {
  const { db } = server.database;
  const [row] = await db
    .insert(users)
    .values({
      type: 'talent',
      email,
      fullname: 'Sari Wulandari',
      phone: '081234567890',
      passwordHash: 'x',
      onboarded: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no talent');
  await db.insert(talentProfiles).values({
    talentId: row.id,
    ...(withCv ? { cvKey: 'cv/key.pdf', cvName: 'cv.pdf', cvMime: 'application/pdf', cvSize: 1000 } : {}),
    positionCategoryId: engineering,
    positionLevelId: 4,
    yearsOfExperience: 3,
    expectedSalary: 18_000_000,
  });
  await db.insert(talentSkills).values([
    { talentId: row.id, skillSetId: 2, slot: 1 },
    { talentId: row.id, skillSetId: 4, slot: 2 },
  ]);
  await db.insert(talentWorkLocations).values({ talentId: row.id, cityId: jakarta, slot: 1 });
  return row.id;
}

const token = (id: number) => `token-${id}`;

async function call(method: 'GET' | 'POST', url: string, as: number | null, payload?: object) {
  const response = await server.app.inject({
    method,
    url: `${v2}${url}`,
    ...(as === null ? {} : { headers: { authorization: `Bearer ${token(as)}` } }),
    ...(payload ? { payload } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they assert on
  return { status: response.statusCode, body: response.json() as any };
}

const list = (query: string, as = talent) => call('GET', `/opportunities/${as}?${query}`, as);
const ids = (body: { data: Array<{ id: number }> }) => body.data.map((job) => job.id);

const job = { backend: 0, frontend: 0, marketing: 0, closed: 0, senior: 0 };

beforeAll(async () => {
  server = await createTestApp({
    sessionResolver: async (value) => {
      const id = Number(value.replace('token-', ''));
      return sessionsByToken({ [value]: { userId: id, type: 'talent', sessionId: id } })(value);
    },
  });
  talent = await insertTalent('sari@example.com', true);
  other = await insertTalent('budi@example.com', true);
  noCv = await insertTalent('nocv@example.com', false);
  // Newest first: backend (0 days), frontend Bandung (1), marketing (2), closed (3), java (4).
  job.backend = await insertJob({
    skillIds: [2, 4],
    daysAgo: 0,
  });
  job.frontend = await insertJob({
    positionId: 102,
    cityId: bandung,
    companyId: 2,
    daysAgo: 1,
  });
  job.marketing = await insertJob({
    categoryId: 5,
    positionId: 1501,
    skillIds: [],
    salary: null,
    daysAgo: 2,
  });
  job.closed = await insertJob({ isOpen: false, daysAgo: 3 });
  job.senior = await insertJob({
    skillIds: [4],
    minExperience: 8,
    levelId: 8,
    companyId: 2,
    daysAgo: 4,
  });
});

afterAll(async () => {
  await server?.close();
});

describe('GET /opportunities/{id}: the listing', () => {
  it('lists open jobs newest first with the total in meta.count', async () => {
    const { status, body } = await list('filter=all&sort=date');
    expect(status).toBe(200);
    expect(ids(body)).toEqual([job.backend, job.frontend, job.marketing, job.senior]);
    expect(body.meta).toEqual({ message: jobMessages.listed, count: 4 });
  });

  it('pages: a middle page, the last partial page, and a page past the end with the count kept', async () => {
    expect(ids((await list('sort=date&page=1&size=3')).body)).toEqual([
      job.backend,
      job.frontend,
      job.marketing,
    ]);
    const last = await list('sort=date&page=2&size=3');
    expect(ids(last.body)).toEqual([job.senior]);
    const past = await list('sort=date&page=3&size=3');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.count).toBe(4);
  });

  it('filters by specialization and location, and combines them', async () => {
    expect(ids((await list('sort=date&specialization=5')).body)).toEqual([job.marketing]);
    expect(ids((await list(`sort=date&location=${bandung}`)).body)).toEqual([job.frontend]);
    const both = await list(`sort=date&specialization=5&location=${bandung}`);
    expect(both.body).toMatchObject({ data: [], meta: { count: 0 } });
  });

  it('searches position, company and skills, every word, whatever the case; punctuation is plain text', async () => {
    expect(ids((await list('sort=date&search=TOKOPEDIA')).body)).toEqual([job.frontend, job.senior]);
    expect(ids((await list('sort=date&search=java  engineer')).body)).toEqual([job.backend, job.senior]);
    expect(ids((await list('sort=date&search=typescript')).body)).toEqual([job.backend, job.frontend]);
    expect(ids((await list(`sort=date&search=${encodeURIComponent("DIGITAL' & !% _:*")}`)).body)).toEqual([
      job.marketing,
    ]);
    expect((await list('search=kotlin')).body).toMatchObject({ data: [], meta: { count: 0 } });
  });

  it('sorts by match: the jobs that fit the profile first, each saying why', async () => {
    const { body } = await list('sort=match');
    expect(ids(body)[0]).toBe(job.backend);
    const backend = body.data[0];
    // 2 of 4 skills for full credit (20 of 40), category 20, experience 15, level 10, salary 10, city 5.
    expect(backend.match).toEqual({
      score: 80,
      matched: true,
      reasons: ['2 of your skills', 'in Jakarta', 'Engineering', 'fits your experience'],
    });
    const marketing = body.data.find((row: { id: number }) => row.id === job.marketing);
    expect(marketing.match.matched).toBe(false);
    const scores = body.data.map((row: { match: { score: number } }) => row.match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('shows a card’s facts and buttons, salary null when not given', async () => {
    const { body } = await list('sort=date&specialization=5');
    expect(body.data[0]).toMatchObject({
      id: job.marketing,
      company_id: 1,
      company_name: 'Gojek',
      location: 'Jakarta',
      position_category: 'Marketing',
      salary: null,
      is_closed: false,
      applied: false,
      bookmarked: false,
      buttons: [
        { type: 'APPLY', params: { product_id: job.marketing } },
        { type: 'BOOKMARK', params: { product_id: job.marketing } },
      ],
    });
  });

  it('shows a job published, changed or closed since, and a changed profile, on the very next page', async () => {
    const { db } = server.database;
    // Written in the database by the test, not through a call: the server answers from what it
    // keeps until the database's announcement of the write arrived (decision 0097).
    const heard = () => server.app.platform.changes.heardAll();
    const rina = await insertTalent('rina@example.com', true);
    const byMatch = async () => (await list('sort=match', rina)).body;
    const byDate = async () => (await list('sort=date', rina)).body;
    expect(ids(await byMatch())[0]).toBe(job.backend);
    expect((await byDate()).meta.count).toBe(4);

    const platform = await insertJob({
      skillIds: [2, 4],
      daysAgo: -1,
    });
    await heard();
    expect(ids(await byMatch())[0]).toBe(platform);
    expect(await byDate()).toMatchObject({ meta: { count: 5 } });
    expect(ids(await byDate())[0]).toBe(platform);

    await db.update(jobs).set({ skillIds: [] }).where(eq(jobs.id, platform));
    await heard();
    expect(ids(await byMatch())[0]).toBe(job.backend);

    await db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, platform));
    await heard();
    expect(ids(await byDate())).not.toContain(platform);
    expect((await byDate()).meta.count).toBe(4);

    await db.update(talentProfiles).set({ positionCategoryId: 5 }).where(eq(talentProfiles.talentId, rina));
    await db.delete(talentSkills).where(eq(talentSkills.talentId, rina));
    await heard();
    expect(ids(await byMatch())[0]).toBe(job.marketing);
    expect(ids((await list('sort=match')).body)[0]).toBe(job.backend);

    await db.delete(jobs).where(eq(jobs.id, platform));
    await heard();
  });

  it('refuses a bad filter, sort or size with the field that caused it', async () => {
    for (const query of ['filter=everything', 'sort=salary', 'size=0', 'size=101', 'specialization=x']) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.meta.type).toBe('VALIDATION_ERROR');
    }
  });
});

describe('apply', () => {
  const apply = (jobId: number, as: number, body: object = {}) =>
    call('POST', `/jobs/${jobId}/apply`, as, { product_id: jobId, talent_id: as, ...body });

  it('applies once; the card then has no Apply button and the applied filter lists it', async () => {
    const first = await apply(job.frontend, talent);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      data: { product_id: job.frontend, applied: true, bookmarked: false },
      meta: { message: jobMessages.applied },
    });
    const again = await apply(job.frontend, talent);
    expect(again.body.meta.message).toBe(jobMessages.alreadyApplied);
    const applied = await list('filter=applied');
    expect(ids(applied.body)).toEqual([job.frontend]);
    expect(applied.body.data[0].buttons).toEqual([
      { type: 'BOOKMARK', params: { product_id: job.frontend } },
    ]);
  });

  it('shows an application’s date and stage under Applied, and takes the job out of the dashboard’s jobs', async () => {
    const dashboardBefore = await list('filter=dashboard&sort=match&size=10', other);
    expect(ids(dashboardBefore.body)).toContain(job.backend);
    const before = Date.now();
    await apply(job.backend, other);
    const applied = await list('filter=applied', other);
    const [row] = applied.body.data;
    expect(row).toMatchObject({ id: job.backend, applied: true, application: { stage_id: null } });
    expect(Date.parse(row.application.applied_at)).toBeGreaterThanOrEqual(before - 1000);
    const dashboard = await list('filter=dashboard&sort=match&size=10', other);
    expect(ids(dashboard.body)).not.toContain(job.backend);
    expect(dashboard.body.meta.count).toBe(dashboardBefore.body.meta.count - 1);
    const all = await list('filter=all&sort=match', other);
    expect(all.body.data.find((card: { id: number }) => card.id === job.backend)).toMatchObject({
      applied: true,
      application: null,
    });
  });

  it('creates exactly one application under 50 identical requests at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(job.senior, other)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.meta.message === jobMessages.applied)).toHaveLength(1);
    const rows = await server.database.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.talentId, other), eq(jobApplications.jobId, job.senior)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a closed job, a missing job and a product id other than the path’s', async () => {
    const closed = await apply(job.closed, talent);
    expect(closed).toMatchObject({ status: 409, body: { meta: { message: jobMessages.closed } } });
    expect((await apply(999_999, talent)).status).toBe(404);
    const mismatch = await call('POST', `/jobs/${job.backend}/apply`, talent, {
      product_id: job.frontend,
      talent_id: talent,
    });
    expect(mismatch).toMatchObject({
      status: 400,
      body: { fields: { product_id: jobMessages.productMismatch } },
    });
  });

  it('refuses without a CV and sends nothing; the prompt check asks for the CV', async () => {
    const { status, body } = await apply(job.backend, noCv);
    expect(status).toBe(400);
    expect(body.fields).toEqual({ CV: jobMessages.cvRequired });
    const rows = await server.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.talentId, noCv));
    expect(rows).toEqual([]);
    expect((await call('GET', `/opportunities/${noCv}/allow`, noCv)).body.data).toEqual(['empty_cv']);
    expect((await call('GET', `/opportunities/${talent}/allow`, talent)).body.data).toEqual([]);
  });

  it('saves changed name and phone with the application; another email, taken or not, applies nothing', async () => {
    for (const email of ['budi@example.com', 'sari.w@example.com']) {
      const refused = await apply(job.marketing, talent, {
        contact: { fullname: 'Sari W', email, phone: '081299998888' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ email: accountMessages.emailChangedInProfileOnly });
    }
    expect(ids((await list('filter=applied')).body)).not.toContain(job.marketing);
    const [before] = await server.database.db.select().from(users).where(eq(users.id, talent));
    const changed = await apply(job.marketing, talent, {
      contact: { fullname: 'Sari Wulan', email: before?.email ?? '', phone: '081299998888' },
    });
    expect(changed.status).toBe(200);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, talent));
    expect(row).toMatchObject({ fullname: 'Sari Wulan', email: before?.email, phone: '081299998888' });
  });

  it('applies through the opportunities path the same way', async () => {
    const { status, body } = await call('POST', `/opportunities/detail/${job.backend}/apply`, other, {
      product_id: job.backend,
      talent_id: other,
    });
    expect(status).toBe(200);
    expect(body.data.applied).toBe(true);
  });
});

describe('bookmark', () => {
  const action = (name: 'bookmark' | 'unbookmark', jobId: number, as: number, talentId = as) =>
    call('POST', `/jobs/${jobId}/${name}`, as, { product_id: jobId, talent_id: talentId });

  it('saves and unsaves a job, idempotently, and the bookmark filter follows', async () => {
    expect((await action('bookmark', job.backend, talent)).body).toEqual({
      data: { product_id: job.backend, applied: false, bookmarked: true },
      meta: { message: jobMessages.bookmarked },
    });
    await action('bookmark', job.backend, talent);
    await action('bookmark', job.senior, talent);
    expect(ids((await list('filter=bookmark')).body)).toEqual([job.senior, job.backend]);
    const removed = await action('unbookmark', job.backend, talent);
    expect(removed.body.data.bookmarked).toBe(false);
    expect((await list('filter=bookmark')).body).toMatchObject({ meta: { count: 1 } });
  });

  it('lists a saved job that has closed since, without actions', async () => {
    await server.database.db.execute(sql`update jobs set is_open = false where id = ${job.senior}`);
    // Written by the test, not through a call: answered once the database's announcement arrived.
    await server.app.platform.changes.heardAll();
    const { body } = await list('filter=bookmark');
    expect(body.data[0]).toMatchObject({ id: job.senior, is_closed: true, buttons: [] });
    expect((await action('bookmark', job.senior, other)).status).toBe(409);
    await server.database.db.execute(sql`update jobs set is_open = true where id = ${job.senior}`);
    await server.app.platform.changes.heardAll();
  });
});

describe('talent A cannot act as talent B', () => {
  it('answers 403 and changes nothing', async () => {
    const before = await server.database.db
      .select()
      .from(jobBookmarks)
      .where(eq(jobBookmarks.talentId, other));
    for (const name of ['apply', 'bookmark', 'unbookmark']) {
      const { status } = await call('POST', `/jobs/${job.frontend}/${name}`, talent, {
        product_id: job.frontend,
        talent_id: other,
      });
      expect(status, name).toBe(403);
    }
    expect((await call('GET', `/opportunities/${other}?filter=applied`, talent)).status).toBe(403);
    expect((await call('GET', `/opportunities/${other}/allow`, talent)).status).toBe(403);
    const after = await server.database.db
      .select()
      .from(jobBookmarks)
      .where(eq(jobBookmarks.talentId, other));
    expect(after).toEqual(before);
    const applications = await server.database.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.talentId, other), eq(jobApplications.jobId, job.frontend)));
    expect(applications).toEqual([]);
  });

  it('asks for a sign-in first', async () => {
    expect((await call('GET', `/opportunities/${talent}`, null)).status).toBe(401);
    expect((await call('GET', `/jobs/${job.backend}`, null)).status).toBe(401);
  });
});

describe('job and company pages', () => {
  it('shows a job with its texts, company block and the talent’s flags', async () => {
    for (const path of [`/jobs/${job.frontend}`, `/opportunities/detail/${job.frontend}`]) {
      const { status, body } = await call('GET', path, talent);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id: job.frontend,
        position_name: 'Frontend Engineer',
        company_name: 'Tokopedia',
        job_description: 'What you will do',
        job_requirements: 'What you bring',
        benefits: 'BPJS',
        perks: 'Snacks',
        applied: true,
        company: { id: 2, name: 'Tokopedia' },
      });
    }
    expect((await call('GET', '/jobs/999999', talent)).body.meta).toMatchObject({
      type: 'NOT_FOUND',
      message: jobMessages.jobNotFound,
    });
  });

  it("shows on a job's page its match with the talent's profile as it is now", async () => {
    const dewi = await insertTalent('dewi@example.com', true);
    const matchOf = async () => (await call('GET', `/jobs/${job.backend}`, dewi)).body.data.match;
    expect(await matchOf()).toMatchObject({
      matched: true,
      reasons: expect.arrayContaining([expect.stringMatching(/of your skills$/)]),
    });
    const { db } = server.database;
    // Written in the database by the test: the page reads the match facts the server keeps for the
    // listing, until the database's announcement of the write arrived (decision 0097).
    await db.update(talentProfiles).set({ positionCategoryId: 5 }).where(eq(talentProfiles.talentId, dewi));
    await db.delete(talentSkills).where(eq(talentSkills.talentId, dewi));
    await server.app.platform.changes.heardAll();
    const match = await matchOf();
    expect(match.matched).toBe(false);
    expect(match.reasons).not.toContainEqual(expect.stringMatching(/of your skills$/));
  });

  it('shows a company and its open jobs to a guest', async () => {
    const company = await call('GET', '/company/2', null);
    expect(company.status).toBe(200);
    expect(company.body.data).toMatchObject({ id: 2, name: 'Tokopedia', jobs: 2, company_image: null });
    const jobsOf = await call('GET', '/company/2/jobs?size=1', null);
    expect(jobsOf.body.meta.count).toBe(2);
    expect(jobsOf.body.data[0]).toMatchObject({ id: job.frontend, applied: false, match: null });
    expect(
      (await call('GET', '/company/1/jobs', null)).body.data.map((row: { id: number }) => row.id),
    ).not.toContain(job.closed);
    expect((await call('GET', '/company/99999999', null)).status).toBe(404);
  });

  it("pages a company's jobs, keeps the count past the last page, and knows no unknown company", async () => {
    const second = await call('GET', '/company/2/jobs?page=2&size=1', null);
    expect(second.body.meta.count).toBe(2);
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual([job.senior]);
    expect(await call('GET', '/company/2/jobs?page=3&size=1', null)).toMatchObject({
      status: 200,
      body: { data: [], meta: { count: 2 } },
    });
    expect((await call('GET', '/company/99999999/jobs', null)).body.meta).toMatchObject({
      type: 'NOT_FOUND',
      message: jobMessages.companyNotFound,
    });
  });

  it("shows a company's job published, closed or renamed since, on the very next request", async () => {
    const { db } = server.database;
    // Written in the database by the test, not through a call, as another process would: the server
    // answers from the page it keeps until the database's announcement of the write arrived.
    const heard = () => server.app.platform.changes.heardAll();
    const firstPage = async () => (await call('GET', '/company/2/jobs?size=1', null)).body;
    expect(await firstPage()).toMatchObject({ data: [{ id: job.frontend }], meta: { count: 2 } });

    const design = await insertJob({ companyId: 2, daysAgo: -1 });
    await heard();
    expect(await firstPage()).toMatchObject({ data: [{ id: design }], meta: { count: 3 } });

    await db.update(companies).set({ name: 'Tokopedia Indonesia' }).where(eq(companies.id, 2));
    await heard();
    expect((await firstPage()).data[0].company_name).toBe('Tokopedia Indonesia');
    await db.update(companies).set({ name: 'Tokopedia' }).where(eq(companies.id, 2));

    await db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, design));
    await heard();
    expect(await firstPage()).toMatchObject({ data: [{ id: job.frontend }], meta: { count: 2 } });
    await db.delete(jobs).where(eq(jobs.id, design));
    await heard();
  });
});
