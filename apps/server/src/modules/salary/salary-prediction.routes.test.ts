import { defaultServiceBases, salaryMessages } from '@talent/contract';
import { generateSalaryObservations, users } from '@talent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionsByToken, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let talent: number;
let other: number;

const url = `${defaultServiceBases.talentV1}/talent/salary-prediction`;

async function insertTalent(email: string): Promise<number> {
  const [row] = await server.database.db
    .insert(users)
    .values({ type: 'talent', email, fullname: 'Salary Tester', onboarded: true })
    .returning({ id: users.id });
  if (!row) throw new Error('no talent');
  return row.id;
}

async function predict(body: unknown, as: number | null = talent) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: as === null ? {} : { authorization: `Bearer token-${as}` },
    payload: body as Record<string, unknown>,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they assert on
  return { status: response.statusCode, body: response.json() as any };
}

beforeAll(async () => {
  server = await createTestApp({
    sessionResolver: async (value) => {
      const id = Number(value.replace('token-', ''));
      return sessionsByToken({ [value]: { userId: id, type: 'talent', sessionId: id } })(value);
    },
  });
  talent = await insertTalent('predict@example.com');
  other = await insertTalent('other@example.com');
});

afterAll(async () => {
  await server?.close();
});

// Master data: category 1 Engineering, 10 Customer Service; skills 8 Go, 63 Node.js.
describe('POST /talent/salary-prediction', () => {
  it('answers no prediction while there are no salaries to learn from', async () => {
    const { status, body } = await predict({ talent_id: talent, skill_ids: [], position_category_id: 1 });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
  });

  it('predicts a range from the salaries, higher where the data pays more', async () => {
    await generateSalaryObservations(server.database.db, { count: 20_000 });
    const engineer = await predict({
      talent_id: talent,
      skill_ids: [8, 63],
      position_category_id: 1,
      current_salary: 1_000_000,
    });
    const support = await predict({ talent_id: talent, skill_ids: [], position_category_id: 10 });
    expect(engineer.status).toBe(200);
    expect(engineer.body.meta.message).toBe(salaryMessages.predicted);
    const { predicted, low, high, confidence, observations } = engineer.body.data;
    expect(low).toBeLessThan(predicted);
    expect(high).toBeGreaterThan(predicted);
    expect(confidence).toBeGreaterThan(0.3);
    expect(confidence).toBeLessThanOrEqual(1);
    expect(observations).toBe(20_000);
    expect(engineer.body.data.current_salary_position).toBe('below');
    expect(support.body.data.predicted).toBeLessThan(predicted);
    expect(support.body.data.current_salary_position).toBeNull();
  });

  it('is for the talent’s own id only, and for signed-in talents', async () => {
    expect((await predict({ talent_id: other, skill_ids: [], position_category_id: 1 })).status).toBe(403);
    expect((await predict({ talent_id: talent, skill_ids: [], position_category_id: 1 }, null)).status).toBe(
      401,
    );
  });

  it('refuses numbers sent as strings, at the field', async () => {
    const { status, body } = await predict({
      talent_id: talent,
      skill_ids: ['8'],
      position_category_id: '1',
    });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      'skill_ids.0': salaryMessages.wholeNumber,
      position_category_id: salaryMessages.wholeNumber,
    });
  });
});
