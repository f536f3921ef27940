import {
  acceptInterview,
  answerOffer,
  inviteToInterview,
  sendOffer,
  takeHomePayFromNett,
} from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToNewJob } from '../../testing/applications.ts';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';
import { registerHiringRoutes } from '../hiring/index.ts';
import { createProfileModule } from '../profile/index.ts';
import { registerSalaryRoutes } from './salary.routes.ts';
import { backendFigures, stateBackendSalary } from './testing/backend-band.ts';

let server: TestApp;
let staff: SignedIn;
const talents: SignedIn[] = [];

const day = 86_400_000;

beforeAll(async () => {
  server = await createTestApp({
    modules: [createProfileModule(), registerHiringRoutes, registerSalaryRoutes],
  });
  staff = await server.signInAs('staff.offers@example.com', { type: 'staff' });
  for (let n = 1; n <= 6; n += 1) talents.push(await server.signInAs(`offered.${n}@example.com`));
});

afterAll(async () => {
  await server?.close();
});

/** The talent applies, confirms an interview slot and answers the company's offer of `salary`. */
async function acceptOffer(talent: SignedIn, salary: number, nettGross: 'nett' | 'gross') {
  const { applicationId: id } = await applyToNewJob(server.db, talent.id);
  // Three, four and five days ahead at 10:00 in Jakarta (03:00 UTC).
  const slots = [3, 4, 5].map(
    (days) =>
      `${new Date(server.clock.now().getTime() + days * day).toISOString().slice(0, 10)}T03:00:00.000Z`,
  );
  const slot = slots[0] ?? '';
  const invited = await server.inject(
    inviteToInterview,
    {
      params: { id },
      body: {
        schedules: slots,
        location: 'Jl. Sudirman 1',
        pic: 'Rina',
        url: 'https://meet.example.com/abc',
      },
    },
    { token: staff.token },
  );
  expect(invited.status).toBe(200);
  const scheduleId = invited.body.data.stage_info.schedules_id ?? 0;
  const confirmed = await server.inject(
    acceptInterview,
    { body: { id: scheduleId, role_talent_id: id, interview_date: slot } },
    { token: talent.token },
  );
  expect(confirmed.status).toBe(200);
  const offered = await server.inject(
    sendOffer,
    { params: { id }, body: { salary, nett_gross: nettGross, perks_and_benefits: 'Health insurance' } },
    { token: staff.token },
  );
  expect(offered.status).toBe(200);
  const accepted = await server.inject(
    answerOffer,
    { body: { role_talent_id: id, talent_id: talent.id, status: 12 } },
    { token: talent.token },
  );
  expect(accepted.status).toBe(200);
}

describe('accepted job offers in the salary calculator', () => {
  it('adds what an accepted offer pays, as a gross monthly salary, beside the stated salaries', async () => {
    const stated = talents.slice(0, 5);
    for (const talent of stated) await stateBackendSalary(server, talent, 20_000_000);
    expect(await backendFigures(server)).toMatchObject({ observations: 5, salary_mean: 20_000_000 });

    const [first, , , , , sixth] = talents;
    if (!first || !sixth) throw new Error('no talents');
    await acceptOffer(first, 26_000_000, 'gross');
    expect(await backendFigures(server)).toMatchObject({ observations: 6, salary_mean: 21_000_000 });

    // A nett offer counts as the gross salary that pays it.
    await stateBackendSalary(server, sixth, 20_000_000);
    await acceptOffer(sixth, 15_000_000, 'nett');
    const gross = takeHomePayFromNett(15_000_000).gross;
    expect(gross).toBeGreaterThan(15_000_000);
    const figures = await backendFigures(server);
    expect(figures?.observations).toBe(8);
    expect(figures?.salary_mean).toBeCloseTo((6 * 20_000_000 + 26_000_000 + gross) / 8, -1);
  });
});
