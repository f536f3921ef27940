import {
  acknowledgeMilestone,
  dashboardMessages,
  finishTour,
  getDashboardProfile,
  getTour,
  listMilestones,
  takeHomePayFromNett,
} from '@talent/contract';
import { positionCategories, talentProfiles, talentSkills } from '@talent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToNewJob } from '../../testing/applications.ts';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let talent: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  server = await createTestApp();
  talent = await server.signInAs('sari.dashboard@example.com');
  other = await server.signInAs('budi.dashboard@example.com');
});

afterAll(async () => {
  await server?.close();
});

const milestonesOf = async (who: SignedIn) =>
  (await server.inject(listMilestones, { params: { id: who.id } }, { token: who.token })).body.data;

describe('the product tour', () => {
  it('is open for a new talent, and finishing it twice keeps the first time', async () => {
    const before = await server.inject(getTour, { params: { id: talent.id } }, { token: talent.token });
    expect(before.body.data).toEqual({ done: false, done_at: null });
    const first = await server.inject(finishTour, { params: { id: talent.id } }, { token: talent.token });
    expect(first.body.data).toEqual({ done: true, done_at: server.clock.now().toISOString() });
    server.clock.advance(60_000);
    const again = await server.inject(finishTour, { params: { id: talent.id } }, { token: talent.token });
    expect(again.body.data).toEqual(first.body.data);
  });
});

describe('the milestones', () => {
  it('starts with none reached, and reaches the first application when the talent applies', async () => {
    expect((await milestonesOf(talent)).filter((milestone) => milestone.done)).toEqual([]);
    await applyToNewJob(server.db, talent.id);
    // Written behind the server's back, which keeps the milestones: read once it heard the change.
    await server.app.platform.changes.heardAll();
    expect((await milestonesOf(talent)).find((milestone) => milestone.key === 'apply')).toEqual({
      id: 3,
      key: 'apply',
      done: true,
      progress: null,
      acknowledged: false,
    });
  });

  it('marks a reached milestone seen, once, and refuses one not reached or unknown at its id', async () => {
    const seen = await server.inject(
      acknowledgeMilestone,
      { params: { id: talent.id }, body: { id: 3 } },
      { token: talent.token },
    );
    expect(seen.body.data.find((milestone) => milestone.id === 3)?.acknowledged).toBe(true);
    const twice = await server.inject(
      acknowledgeMilestone,
      { params: { id: talent.id }, body: { id: 3 } },
      { token: talent.token },
    );
    expect(twice.status).toBe(200);

    const notYet = await server.inject(
      acknowledgeMilestone,
      { params: { id: talent.id }, body: { id: 5 } },
      { token: talent.token },
    );
    expect(notYet.status).toBe(400);
    expect(notYet.body.fields).toEqual({ id: dashboardMessages.milestoneNotReached });
    const unknown = await server.inject(
      acknowledgeMilestone,
      { params: { id: talent.id }, body: { id: 9 } },
      { token: talent.token },
    );
    expect(unknown.body.fields).toEqual({ id: dashboardMessages.unknownMilestone });
  });

  it('marks several reached milestones seen in one call, and none of them when one is not reached', async () => {
    const fresh = await server.signInAs('dewi.dashboard@example.com');
    await applyToNewJob(server.db, fresh.id);
    await server.db
      .insert(talentProfiles)
      .values({ talentId: fresh.id, cvKey: 'cv/dewi.pdf' })
      .onConflictDoUpdate({ target: talentProfiles.talentId, set: { cvKey: 'cv/dewi.pdf' } });
    const acknowledge = (ids: number[]) =>
      server.inject(
        acknowledgeMilestone,
        { params: { id: fresh.id }, body: { id: ids } },
        { token: fresh.token },
      );

    const refused = await acknowledge([3, 5]);
    expect(refused.body.fields).toEqual({ id: dashboardMessages.milestoneNotReached });
    expect((await milestonesOf(fresh)).filter((milestone) => milestone.acknowledged)).toEqual([]);

    const seen = await acknowledge([2, 3]);
    expect(
      seen.body.data.filter((milestone) => milestone.acknowledged).map((milestone) => milestone.id),
    ).toEqual([2, 3]);
    expect((await milestonesOf(fresh)).filter((milestone) => milestone.acknowledged)).toHaveLength(2);
  });

  it("keeps one talent out of another's tour and milestones", async () => {
    for (const endpoint of [getTour, finishTour, listMilestones]) {
      const answer = await server.inject(endpoint, { params: { id: talent.id } }, { token: other.token });
      expect(answer.status).toBe(403);
    }
  });
});

describe('the profile piece', () => {
  it('names the talent and says how complete the profile is, only to the talent', async () => {
    const own = await server.inject(
      getDashboardProfile,
      { params: { id: other.id } },
      { token: other.token },
    );
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({
      id: other.id,
      fullname: 'budi.dashboard',
      position_name: null,
      completeness: 0,
      salary_prediction: null,
    });
    const someoneElses = await server.inject(
      getDashboardProfile,
      { params: { id: other.id } },
      { token: talent.token },
    );
    expect(someoneElses.status).toBe(403);
  });

  it('says what the salary prediction is asked with, from the profile alone', async () => {
    const [category] = await server.db
      .select({ id: positionCategories.id })
      .from(positionCategories)
      .limit(1);
    if (!category) throw new Error('no job category in the master data');
    await server.db.insert(talentProfiles).values({
      talentId: talent.id,
      positionCategoryId: category.id,
      currentSalary: 9_000_000,
      salaryType: 'nett',
    });
    await server.db.insert(talentSkills).values([
      { talentId: talent.id, skillSetId: 7, slot: 2 },
      { talentId: talent.id, skillSetId: 3, slot: 1 },
    ]);
    await server.app.platform.changes.heardAll();
    const answer = await server.inject(
      getDashboardProfile,
      { params: { id: talent.id } },
      { token: talent.token },
    );
    expect(answer.body.data.salary_prediction).toEqual({
      talent_id: talent.id,
      skill_ids: [3, 7],
      position_category_id: category.id,
      current_salary: takeHomePayFromNett(9_000_000).gross,
    });
  });
});
