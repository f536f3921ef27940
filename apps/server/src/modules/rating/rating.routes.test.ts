import {
  assignAdvocate,
  defaultServiceBases,
  getSurveyStatus,
  type RatingBody,
  ratingMessages,
} from '@talent/contract';
import { schema } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToNewJob } from '../../testing/applications.ts';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let staff: SignedIn;
let otherStaff: SignedIn;

/** Sends a rating as the web app does: form data, every value as text. */
async function rate(
  who: SignedIn,
  fields: Partial<Record<keyof RatingBody, string | number>>,
  talentId = who.id,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const request = new Request('http://test.local', { method: 'POST', body: form });
  return server.request({
    method: 'POST',
    url: `${defaultServiceBases.survey}/talent/${talentId}/ratings`,
    headers: {
      authorization: `Bearer ${who.token}`,
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

function serviceScores(who: SignedIn) {
  return {
    talent_id: who.id,
    survey_target_user: 'talent',
    onboarding_score: 4,
    interview_process_score: 5,
    company_score: 3,
    overall_score: 5,
    summary: 'Quick answers from my advocate, and the interview invitations were clear.',
  };
}

async function statusOf(who: SignedIn) {
  return (await server.inject(getSurveyStatus, { params: { id: who.id } }, { token: who.token })).body.data;
}

beforeAll(async () => {
  server = await createTestApp();
  staff = await server.signInAs('nadia.advocate@example.com', { type: 'staff' });
  otherStaff = await server.signInAs('reza.staff@example.com', { type: 'staff' });
});

afterAll(async () => {
  await server?.close();
});

describe('rating the service', () => {
  it('invites a talent to rate only after a week with an account and an application, and never again', async () => {
    const talent = await server.signInAs('dewi.rating@example.com');
    expect(await statusOf(talent)).toMatchObject({ product_rating: false, ask_to_rate: false });

    await applyToNewJob(server.db, talent.id);
    expect((await statusOf(talent)).ask_to_rate).toBe(false);

    await server.db
      .update(schema.users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(schema.users.id, talent.id));
    expect((await statusOf(talent)).ask_to_rate).toBe(true);

    await rate(talent, serviceScores(talent));
    expect((await statusOf(talent)).ask_to_rate).toBe(false);
  });

  it('is open until the talent rates once, and then says so', async () => {
    const talent = await server.signInAs('sari.rating@example.com');
    expect(await statusOf(talent)).toMatchObject({ product_rating: false, ta_rating: false, staff_ta: null });

    const first = await rate(talent, serviceScores(talent));
    expect(first.status).toBe(201);
    expect(first.body.meta.message).toBe(ratingMessages.thanks);
    expect(first.body.data.product_rating).toBe(true);

    const again = await rate(talent, { ...serviceScores(talent), overall_score: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ratingMessages.alreadyRated);
  });

  it('asks about the advocate until they are rated, and stores both together', async () => {
    const talent = await server.signInAs('bayu.rating@example.com');
    await server.inject(
      assignAdvocate,
      { params: { id: talent.id }, body: { staff_id: staff.id } },
      { token: staff.token },
    );
    const before = await statusOf(talent);
    expect(before).toMatchObject({ product_rating: false, ta_rating: false, staff_ta: { id: staff.id } });

    const rated = await rate(talent, {
      ...serviceScores(talent),
      staff_id: staff.id,
      talent_advocate_score: 5,
      talent_advocate_remarks: 'My advocate called me back the same day.',
    });
    expect(rated.status).toBe(201);
    expect(rated.body.data).toMatchObject({ product_rating: true, ta_rating: true });
  });

  it('refuses bad stars and a mismatched talent or advocate at the field, and saves nothing then', async () => {
    const talent = await server.signInAs('wulan.rating@example.com');
    await server.inject(
      assignAdvocate,
      { params: { id: talent.id }, body: { staff_id: staff.id } },
      { token: staff.token },
    );
    const noStars = await rate(talent, { ...serviceScores(talent), onboarding_score: 0, company_score: 6 });
    expect(noStars.status).toBe(400);
    expect(noStars.body.fields).toEqual({
      onboarding_score: ratingMessages.chooseStars,
      company_score: ratingMessages.chooseStars,
    });

    const noAdvocateStars = await rate(talent, { ...serviceScores(talent), staff_id: staff.id });
    expect(noAdvocateStars.body.fields).toEqual({
      talent_advocate_score: ratingMessages.advocateScoreMissing,
    });

    const someoneElse = await rate(talent, {
      ...serviceScores(talent),
      staff_id: otherStaff.id,
      talent_advocate_score: 1,
    });
    expect(someoneElse.body.fields).toEqual({ staff_id: ratingMessages.notYourAdvocate });

    const mismatched = await rate(talent, { ...serviceScores(talent), talent_id: talent.id + 1000 });
    expect(mismatched.body.fields).toEqual({ talent_id: ratingMessages.talentMismatch });

    expect(await statusOf(talent)).toMatchObject({ product_rating: false, ta_rating: false });
  });

  it('takes the service rating back when the advocate was rated already', async () => {
    const talent = await server.signInAs('agus.rating@example.com');
    await server.inject(
      assignAdvocate,
      { params: { id: talent.id }, body: { staff_id: staff.id } },
      { token: staff.token },
    );
    await server.db
      .insert(schema.advocateRatings)
      .values({ talentId: talent.id, staffId: staff.id, score: 4, ratedAt: server.clock.now() });
    const refused = await rate(talent, {
      ...serviceScores(talent),
      staff_id: staff.id,
      talent_advocate_score: 2,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.fields).toEqual({ talent_advocate_score: ratingMessages.advocateAlreadyRated });
    expect(await statusOf(talent)).toMatchObject({ product_rating: false, ta_rating: true });
  });

  it("never lets a talent rate in another talent's name", async () => {
    const talent = await server.signInAs('dimas.rating@example.com');
    const victim = await server.signInAs('rina.rating@example.com');
    const answer = await rate(talent, serviceScores(victim), victim.id);
    expect(answer.status).toBe(403);
    expect(await statusOf(victim)).toMatchObject({ product_rating: false });
  });
});
