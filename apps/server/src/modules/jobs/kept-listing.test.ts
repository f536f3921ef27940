import { brotliDecompressSync } from 'node:zlib';
import {
  bookmarkOpportunity,
  changePassword,
  editSkills,
  listTalentOpportunities,
  signout,
} from '@talent/contract';
import {
  demoPassword,
  demoPasswordHash,
  hiringProcesses,
  jobApplications,
  jobs,
  talentProfiles,
  talentSkills,
  talentWorkLocations,
  users,
} from '@talent/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeptFactsChange } from '../../platform/kept/changes.ts';
import { handChanges } from '../../testing/hand-changes.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { headLength } from './jobs.service.ts';
import { createJobsRevision } from './kept-listing.ts';

/**
 * Two server processes on one database, as behind a load balancer: each keeps sessions, match facts,
 * applied and saved jobs and the listing's pages in memory (decision 0097). What is changed through
 * one, or in the database by anyone, must show on the other's next answer, though the other kept
 * the answer from before.
 */
let first: TestApp;
let second: TestApp;

// Master data (packages/db/src/seed): category 1 Engineering; skills 2 TypeScript, 4 Java; cities 1
// Jakarta, 10 Bandung; working system 1 on site.
const engineering = 1;
const jakarta = 1;
const bandung = 10;

async function insertJob(
  db: TestApp['db'],
  cityId: number,
  daysAgo: number,
  skillIds = [2, 4],
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      companyId: 1,
      positionId: 101,
      positionCategoryId: engineering,
      positionLevelId: 4,
      minExperience: 2,
      cityId,
      workingSystemId: 1,
      salaryMin: 15_000_000,
      salaryMax: 20_000_000,
      skillIds,
      isOpen: true,
      publishedAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('no job');
  return row.id;
}

/** A talent with a password, skills TypeScript and Java, in Jakarta: signed in, with a token. */
async function newTalent(email: string) {
  const { id, token } = await first.signInAs(email);
  await first.db.update(users).set({ passwordHash: demoPasswordHash }).where(eq(users.id, id));
  await first.db.insert(talentProfiles).values({
    talentId: id,
    positionCategoryId: engineering,
    positionLevelId: 4,
    yearsOfExperience: 3,
    expectedSalary: 18_000_000,
  });
  await first.db.insert(talentSkills).values([
    { talentId: id, skillSetId: 2, slot: 1 },
    { talentId: id, skillSetId: 4, slot: 2 },
  ]);
  await first.db.insert(talentWorkLocations).values({ talentId: id, cityId: jakarta, slot: 1 });
  return { id, token };
}

const listing = (app: TestApp, talent: { id: number; token: string }, query = {}) =>
  app.inject(listTalentOpportunities, { params: { id: talent.id }, query }, { token: talent.token });

/**
 * A write answers once its own process heard the change; the other process hears it from its own
 * connection, which a request over a network reaches later than that, but a request injected in the
 * same instant can reach first (decision 0097).
 */
const heardByTheOther = () => second.app.platform.changes.heardAll();

let jakartaJob: number;
let bandungJob: number;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ database: first.database });
  jakartaJob = await insertJob(first.db, jakarta, 0);
  bandungJob = await insertJob(first.db, bandung, 1);
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('a repeated listing', () => {
  it('answers with the same compressed bytes and headers as the first time', async () => {
    const talent = await newTalent('repeat@example.com');
    const ask = () =>
      first.app.inject({
        url: `/api/talent/v2/opportunities/${talent.id}?sort=date`,
        headers: { authorization: `Bearer ${talent.token}`, 'accept-encoding': 'br, gzip' },
      });
    const [once, again] = [await ask(), await ask()];
    for (const answer of [once, again]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.headers['x-request-id']).toBeTruthy();
    }
    expect(again.headers['x-request-id']).not.toBe(once.headers['x-request-id']);
    const body = (answer: typeof once) => JSON.parse(brotliDecompressSync(answer.rawPayload).toString());
    expect(body(again)).toEqual(body(once));
    expect(body(once).data.map((job: { id: number }) => job.id)).toEqual([jakartaJob, bandungJob]);
  });
});

describe('what one process keeps, after a change through another', () => {
  it('refuses a session signed out through the other process, though it had it kept', async () => {
    const talent = await newTalent('signed-out@example.com');
    expect((await listing(second, talent)).status).toBe(200);
    expect((await listing(second, talent)).status).toBe(200);

    expect(
      (await first.inject(signout, { body: { everywhere: false } }, { token: talent.token })).status,
    ).toBe(200);
    await heardByTheOther();
    const after = await listing(second, talent);
    expect([after.status, after.body.meta.type]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('refuses every old session after a password change through the other process, and takes the new one', async () => {
    const talent = await newTalent('new-password@example.com');
    const phone = await first.signInAs('new-password@example.com');
    expect((await listing(second, talent)).status).toBe(200);
    expect((await listing(second, { id: talent.id, token: phone.token })).status).toBe(200);

    const changed = await first.inject(
      changePassword,
      { body: { old_password: demoPassword, password: 'Baru!2026x', password_confirmation: 'Baru!2026x' } },
      { token: talent.token },
    );
    expect(changed.status).toBe(200);
    await heardByTheOther();
    expect((await listing(second, talent)).status).toBe(401);
    expect((await listing(second, { id: talent.id, token: phone.token })).status).toBe(401);
    expect((await listing(second, { id: talent.id, token: changed.body.data.token })).status).toBe(200);
  });

  it('matches the next listing against skills saved through the other process', async () => {
    const talent = await newTalent('new-skills@example.com');
    const before = await listing(second, talent);
    expect(before.body.data[0]?.match?.reasons).toContain('2 of your skills');

    const saved = await first.inject(
      editSkills,
      { params: { id: talent.id }, body: { skill_ids: [7, 3, 1, 5, 6] } },
      { token: talent.token },
    );
    expect(saved.status).toBe(200);
    await heardByTheOther();
    const after = await listing(second, talent);
    expect(after.body.data[0]?.match?.reasons).not.toContain('2 of your skills');
    expect(after.body.data[0]?.match?.score).toBeLessThan(before.body.data[0]?.match?.score ?? 0);
  });

  it('matches the next listing against work locations changed in the database by anyone', async () => {
    const talent = await newTalent('moved@example.com');
    const byMatch = { sort: 'match' as const };
    expect((await listing(second, talent, byMatch)).body.data.map((job: { id: number }) => job.id)).toEqual([
      jakartaJob,
      bandungJob,
    ]);

    await first.db
      .update(talentWorkLocations)
      .set({ cityId: bandung })
      .where(eq(talentWorkLocations.talentId, talent.id));
    // Written outside any process: it shows once the database's announcement arrived.
    await second.app.platform.changes.heardAll();
    const after = await listing(second, talent, byMatch);
    expect(after.body.data.map((job: { id: number }) => job.id)).toEqual([bandungJob, jakartaJob]);
    expect(after.body.data[0]?.match?.reasons).toContain('in Bandung');
  });

  it('marks a job saved through the other process on the next listing', async () => {
    const talent = await newTalent('saver@example.com');
    const cardOf = async () =>
      (await listing(second, talent)).body.data.find((job: { id: number }) => job.id === bandungJob);
    expect((await cardOf())?.bookmarked).toBe(false);

    const saved = await first.inject(
      bookmarkOpportunity,
      { params: { id: bandungJob }, body: { product_id: bandungJob, talent_id: talent.id } },
      { token: talent.token },
    );
    expect(saved.status).toBe(200);
    await heardByTheOther();
    const card = await cardOf();
    expect(card?.bookmarked).toBe(true);
    expect(card?.buttons).toContainEqual({ type: 'UNBOOKMARK', params: { product_id: bandungJob } });
  });

  it("shows how far an application's hiring went, moved in the database by anyone", async () => {
    const talent = await newTalent('hired@example.com');
    const [application] = await first.db
      .insert(jobApplications)
      .values({ talentId: talent.id, jobId: jakartaJob })
      .returning({ id: jobApplications.id });
    await heardByTheOther();
    const stageOf = async () =>
      (await listing(second, talent, { filter: 'applied' })).body.data[0]?.application?.stage_id;
    expect(await stageOf()).toBeNull();
    expect(await stageOf()).toBeNull();

    await first.db.insert(hiringProcesses).values({
      applicationId: application?.id ?? 0,
      talentId: talent.id,
      state: 'invited',
      stageId: 2,
    });
    await heardByTheOther();
    expect(await stageOf()).toBe(2);
  });

  it('lists a job published and leaves out a job closed since it kept the page', async () => {
    const talent = await newTalent('watcher@example.com');
    const byDate = { sort: 'date' as const };
    const before = await listing(second, talent, byDate);
    expect(before.body.meta.count).toBeGreaterThanOrEqual(2);

    const published = await insertJob(first.db, jakarta, -1);
    await first.db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, bandungJob));
    await second.app.platform.changes.heardAll();
    const after = await listing(second, talent, byDate);
    const listed = after.body.data.map((job: { id: number }) => job.id);
    expect(listed[0]).toBe(published);
    expect(listed).not.toContain(bandungJob);
    expect(after.body.meta.count).toBe(before.body.meta.count);
    await first.db.update(jobs).set({ isOpen: true }).where(eq(jobs.id, bandungJob));
    await first.db.delete(jobs).where(eq(jobs.id, published));
  });
});

describe('a kept listing order after jobs changed', () => {
  it('hears from the database which jobs each statement touched', async () => {
    // What earlier tests wrote is heard first, so only this test's statements are collected.
    await second.app.platform.changes.heardAll();
    const heard: KeptFactsChange[] = [];
    const stop = second.app.platform.changes.subscribe((change) => heard.push(change));
    const job = await insertJob(first.db, jakarta, 3);
    await first.db.update(jobs).set({ minExperience: 1 }).where(eq(jobs.id, job));
    await first.db.update(jobs).set({ minExperience: 1 }).where(eq(jobs.id, -1));
    await first.db.delete(jobs).where(eq(jobs.id, job));
    await second.app.platform.changes.heardAll();
    stop();
    expect(heard.filter((change) => typeof change === 'object' && 'jobIds' in change)).toEqual([
      { jobIds: [job] },
      { jobIds: [job] },
      { jobIds: [] },
      { jobIds: [job] },
    ]);
  });

  it('names the jobs changed since a revision while every change since is known by its jobs', async () => {
    const changes = handChanges();
    const kept = createJobsRevision(createJobsRepository(first.db), changes);
    const start = await kept.revision();
    changes.hear({ jobIds: [4, 5] });
    changes.hear({ talentId: 9 });
    changes.hear('salary');
    changes.hear({ jobIds: [5, 6] });
    expect(kept.jobsChangedSince(start)?.sort()).toEqual([4, 5, 6]);
    const later = await kept.revision();
    expect(kept.jobsChangedSince(later)).toEqual([]);
    for (const unknown of ['jobs', 'master-data', 'everything'] as const) {
      const before = await kept.revision();
      changes.hear(unknown);
      expect(kept.jobsChangedSince(before)).toBeNull();
    }
    changes.listening = false;
    expect(kept.jobsChangedSince(later)).toBeNull();
  });

  it('moves the changed jobs to where a process that kept nothing puts them, by match and by date', async () => {
    const talent = await newTalent('mover@example.com');
    const placed: number[] = [];
    for (const [index, skills] of [[2], [4], [9], [2, 4], [7], [2, 9], [4, 7], [1]].entries())
      placed.push(await insertJob(first.db, index % 2 ? bandung : jakarta, index + 2, skills));
    const wholeListing = async (app: TestApp, sort: 'match' | 'date') =>
      (await listing(app, talent, { sort, size: 100 })).body.data.map((job: { id: number }) => job.id);
    const keptBefore = {
      match: await wholeListing(second, 'match'),
      date: await wholeListing(second, 'date'),
    };

    const newBest = await insertJob(first.db, jakarta, 0.5, [2, 4]);
    const newWorst = await insertJob(first.db, bandung, 9, [8]);
    await first.db
      .update(jobs)
      .set({ isOpen: false })
      .where(eq(jobs.id, placed[0] ?? 0));
    await first.db
      .update(jobs)
      .set({ skillIds: [2, 4], cityId: jakarta })
      .where(eq(jobs.id, placed[4] ?? 0));
    await first.db
      .update(jobs)
      .set({ publishedAt: new Date() })
      .where(eq(jobs.id, placed[7] ?? 0));
    await first.db.delete(jobs).where(eq(jobs.id, placed[3] ?? 0));
    await second.app.platform.changes.heardAll();

    const fresh = await createTestApp({ database: first.database });
    try {
      for (const sort of ['match', 'date'] as const) {
        const moved = await wholeListing(second, sort);
        expect(moved).toEqual(await wholeListing(fresh, sort));
        expect(moved).not.toEqual(keptBefore[sort]);
        expect(moved).toContain(newBest);
        expect(moved).toContain(newWorst);
        expect(moved).not.toContain(placed[0]);
        expect(moved).not.toContain(placed[3]);
      }
    } finally {
      await fresh.close();
    }
  });

  it('keeps the head of a listing by match, reads deeper pages from the whole order, and moves jobs into and out of the head', async () => {
    const talent = await newTalent('head@example.com');
    const many = await first.db
      .insert(jobs)
      .values(
        Array.from({ length: headLength + 50 }, (_, index) => ({
          companyId: 1,
          positionId: 101,
          positionCategoryId: index % 3 ? engineering : 2,
          positionLevelId: 4,
          minExperience: index % 5,
          cityId: index % 2 ? bandung : jakarta,
          workingSystemId: 1,
          skillIds: [[2, 4], [2], [9], [7, 8]][index % 4] ?? [],
          isOpen: true,
          publishedAt: new Date(Date.now() - (index + 10) * 3_600_000),
        })),
      )
      .returning({ id: jobs.id });
    const pages = async (app: TestApp) =>
      Promise.all(
        [1, 10, 11].map(async (page) => {
          const answer = await listing(app, talent, { sort: 'match', size: 100, page });
          return {
            count: answer.body.meta.count,
            ids: answer.body.data.map((job: { id: number }) => job.id),
          };
        }),
      );
    try {
      await second.app.platform.changes.heardAll();
      const fresh = await createTestApp({ database: first.database });
      try {
        const before = await pages(second);
        expect(before).toEqual(await pages(fresh));
        expect(before[2]?.ids.length).toBeGreaterThan(0);

        const [firstPage, , deepPage] = before;
        const newBest = await insertJob(first.db, jakarta, 0.1, [2, 4]);
        await first.db
          .update(jobs)
          .set({ isOpen: false })
          .where(eq(jobs.id, firstPage?.ids[2] ?? 0));
        await first.db
          .update(jobs)
          .set({
            skillIds: [2, 4],
            cityId: jakarta,
            positionCategoryId: engineering,
            publishedAt: new Date(),
          })
          .where(eq(jobs.id, deepPage?.ids[0] ?? 0));
        await first.db
          .update(jobs)
          .set({ skillIds: [8] })
          .where(eq(jobs.id, firstPage?.ids[5] ?? 0));
        await second.app.platform.changes.heardAll();
        const after = await pages(second);
        // A process that kept nothing from before the changes.
        const later = await createTestApp({ database: first.database });
        try {
          expect(after).toEqual(await pages(later));
        } finally {
          await later.close();
        }
        expect(after[0]?.ids).toEqual(expect.arrayContaining([newBest, deepPage?.ids[0]]));
        expect(after[0]?.ids).not.toContain(firstPage?.ids[2]);
        await first.db.delete(jobs).where(eq(jobs.id, newBest));
      } finally {
        await fresh.close();
      }
    } finally {
      await first.db.delete(jobs).where(
        inArray(
          jobs.id,
          many.map((job) => job.id),
        ),
      );
    }
  });
});
