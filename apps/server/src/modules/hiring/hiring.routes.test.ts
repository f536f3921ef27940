import {
  acceptInterview,
  acceptNegotiation,
  answerNegotiation,
  answerOffer,
  answerSuggestedTime,
  assignAdvocate,
  closeJob,
  countNotifications,
  defaultServiceBases,
  type Endpoint,
  fillPath,
  getActivity,
  getDashboardCompany,
  getReminder,
  hiringEndpoints,
  hiringMessages,
  inviteToInterview,
  listActivities,
  listDashboardActivities,
  publishJob,
  recordOutcome,
  rejectActivity,
  sendOffer,
  suggestInterviewTime,
} from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToNewJob } from '../../testing/applications.ts';
import { onePixelPng, smallPdf } from '../../testing/files.ts';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let putri: SignedIn;
let budi: SignedIn;
let staff: SignedIn;
let jobId: number;

const day = 86_400_000;

/** An instant `days` from now at 10:00 in Jakarta (03:00 UTC). */
function jakartaTen(days: number): string {
  const date = new Date(server.clock.now().getTime() + days * day);
  return `${date.toISOString().slice(0, 10)}T03:00:00.000Z`;
}

/** A new job (one application per talent and job) and the talent's application to it. */
async function applyAs(talent: SignedIn): Promise<number> {
  const applied = await applyToNewJob(server.db, talent.id);
  jobId = applied.jobId;
  return applied.applicationId;
}

const slots = () => [jakartaTen(3), jakartaTen(4), jakartaTen(5)];

async function invite(applicationId: number) {
  const answer = await server.inject(
    inviteToInterview,
    {
      params: { id: applicationId },
      body: {
        schedules: slots(),
        location: 'Jl. Sudirman 1',
        pic: 'Rina',
        url: 'https://meet.example.com/abc',
      },
    },
    { token: staff.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function invitedApplication(talent = putri) {
  const id = await applyAs(talent);
  const detail = await invite(id);
  return {
    id,
    scheduleId: detail.stage_info.schedules_id ?? 0,
    slot: detail.stage_info.schedules?.time_2 ?? '',
  };
}

function confirm(id: number, scheduleId: number, at: string, who = putri) {
  return server.inject(
    acceptInterview,
    { body: { id: scheduleId, role_talent_id: id, interview_date: at } },
    { token: who.token },
  );
}

async function offeredApplication() {
  const { id, scheduleId, slot } = await invitedApplication();
  expect((await confirm(id, scheduleId, slot)).status).toBe(200);
  const offer = await server.inject(
    sendOffer,
    {
      params: { id },
      body: { salary: 20_000_000, nett_gross: 'gross', perks_and_benefits: 'Health insurance' },
    },
    { token: staff.token },
  );
  expect(offer.status).toBe(200);
  return id;
}

function answer(
  id: number,
  body: {
    status: 12 | 22;
    offer_salary?: number | null;
    nett_gross?: 'nett' | 'gross' | null;
    payslip?: File;
  },
  who = putri,
) {
  return server.inject(
    answerOffer,
    { body: { role_talent_id: id, talent_id: who.id, ...body } },
    { token: who.token },
  );
}

async function payslip(id: number, file: { bytes: Buffer; name: string }, who = putri) {
  const form = new FormData();
  form.append('role_talent_id', String(id));
  form.append('payslip', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://test.local', { method: 'PATCH', body: form });
  return server.request({
    method: 'PATCH',
    url: `${defaultServiceBases.talentV1}/talent/${who.id}/payslip`,
    headers: {
      authorization: `Bearer ${who.token}`,
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function activity(id: number, who = putri) {
  const answer = await server.inject(getActivity, { params: { id } }, { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  server = await createTestApp();
  putri = await server.signInAs('putri.hiring@example.com');
  budi = await server.signInAs('budi.hiring@example.com');
  staff = await server.signInAs('agus.staff@example.com', { type: 'staff' });
});

afterAll(async () => {
  await server?.close();
});

describe('interview', () => {
  it('invites with three slots, tells the talent, and the talent confirms one once', async () => {
    const before = await server.inject(
      countNotifications,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    const { id, scheduleId, slot } = await invitedApplication();
    const after = await server.inject(
      countNotifications,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    expect(after.body.data.unread_count).toBe(before.body.data.unread_count + 1);

    const invited = await activity(id);
    expect(invited).toMatchObject({
      stage_id: 1,
      stage: 'Interview',
      stage_info: { type: 'ACTION', pic: 'Rina' },
    });
    expect(Object.values(invited.stage_info.schedules ?? {})).toEqual(
      slots().map((s) => new Date(s).toISOString()),
    );

    const first = await confirm(id, scheduleId, slot);
    expect(first.status).toBe(200);
    expect(first.body.meta.message).toBe(hiringMessages.interviewConfirmed);
    expect(first.body.data.stage_info).toMatchObject({ type: 'SUMMARY', interview_date: slot });

    const again = await confirm(id, scheduleId, slot);
    expect(again.status).toBe(200);
    const names = again.body.data.stage_info.history_log.map((entry) => entry.name);
    expect(names).toEqual(['Invited to interview', 'Interview confirmed']);
  });

  it('gives one effect when the same confirmation arrives twice at once', async () => {
    const { id, scheduleId, slot } = await invitedApplication();
    const answers = await Promise.all([
      confirm(id, scheduleId, slot),
      confirm(id, scheduleId, slot),
      confirm(id, scheduleId, slot),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const history = (await activity(id)).stage_info.history_log.map((entry) => entry.name);
    expect(history).toEqual(['Invited to interview', 'Interview confirmed']);
  });

  it('refuses a slot that was not offered, an old schedule, and a missing slot', async () => {
    const { id, scheduleId } = await invitedApplication();
    const stranger = await confirm(id, scheduleId, jakartaTen(9));
    expect(stranger.status).toBe(400);
    expect(stranger.body.fields?.interview_date).toBe(hiringMessages.slotNotOffered);

    const old = await confirm(id, scheduleId + 1000, jakartaTen(3));
    expect(old.status).toBe(409);
    expect(old.body.error).toBe(hiringMessages.scheduleChanged);

    const missing = await server.inject(
      acceptInterview,
      { body: { id: scheduleId, role_talent_id: id, interview_date: '' } },
      { token: putri.token },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.interview_date).toBe(hiringMessages.chooseSchedule);
    expect((await activity(id)).stage_info.type).toBe('ACTION');
  });

  it('takes a suggested time only after today, shows it waiting, and staff accept it', async () => {
    const { id, scheduleId, slot } = await invitedApplication();
    const suggest = (time_4: string) =>
      server.inject(
        suggestInterviewTime,
        { body: { id: scheduleId, role_talent_id: id, time_4 } },
        { token: putri.token },
      );

    for (const refused of [jakartaTen(0), jakartaTen(-2)]) {
      const answer = await suggest(refused);
      expect(answer.status).toBe(400);
      expect(answer.body.fields?.time_4).toBe(hiringMessages.suggestionAfterToday);
    }
    const empty = await suggest('');
    expect(empty.body.fields?.time_4).toBe(hiringMessages.chooseDate);

    const wanted = jakartaTen(7);
    const sent = await suggest(wanted);
    expect(sent.status).toBe(200);
    expect(sent.body.data.stage_info).toMatchObject({
      type: 'SUMMARY',
      suggestion_date: wanted,
      highlight: { label: 'Waiting Company Response' },
    });
    expect((await suggest(wanted)).status).toBe(200);

    const list = await server.inject(
      listActivities,
      { params: { id: putri.id }, query: { stage_id: 1 } },
      { token: putri.token },
    );
    expect(list.body.data.find((row) => row.id === id)?.badge).toBe('Waiting Company Response');

    const late = await confirm(id, scheduleId, slot);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(hiringMessages.notInvited);

    const taken = await server.inject(
      answerSuggestedTime,
      { params: { id }, body: { answer: 'accept' } },
      { token: staff.token },
    );
    expect(taken.body.data.stage_info).toMatchObject({
      type: 'SUMMARY',
      interview_date: wanted,
      suggestion_date: null,
      highlight: null,
    });
  });

  it('lets staff offer three new slots instead of a suggested time', async () => {
    const { id, scheduleId } = await invitedApplication();
    await server.inject(
      suggestInterviewTime,
      { body: { id: scheduleId, role_talent_id: id, time_4: jakartaTen(6) } },
      { token: putri.token },
    );
    const fresh = [jakartaTen(8), jakartaTen(9), jakartaTen(10)];
    const answer = await server.inject(
      answerSuggestedTime,
      { params: { id }, body: { answer: 'reschedule', schedules: fresh } },
      { token: staff.token },
    );
    expect(answer.body.data.stage_info).toMatchObject({ type: 'ACTION', location: 'Jl. Sudirman 1' });
    expect(answer.body.data.stage_info.schedules_id).not.toBe(scheduleId);
    expect((await confirm(id, answer.body.data.stage_info.schedules_id ?? 0, fresh[0] ?? '')).status).toBe(
      200,
    );
  });
});

describe('reject', () => {
  it('asks for a reason, and notes when the reason is Other', async () => {
    const { id } = await invitedApplication();
    const reject = (reasons: { rejection_reason_id: number; notes?: string }[]) =>
      server.inject(rejectActivity, { body: { role_talent_id: id, reasons } }, { token: putri.token });

    const none = await reject([]);
    expect(none.status).toBe(400);
    expect(none.body.fields?.reasons).toBe(hiringMessages.chooseReason);
    const other = await reject([{ rejection_reason_id: 99, notes: '  ' }]);
    expect(other.body.fields?.['reasons.0.notes']).toBe(hiringMessages.inputReason);
    const employers = await reject([{ rejection_reason_id: 101 }]);
    expect(employers.body.fields?.['reasons.0.rejection_reason_id']).toBe(hiringMessages.notReason);

    const done = await reject([{ rejection_reason_id: 99, notes: 'I am moving to Bali' }]);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      stage_id: 4,
      closed: true,
      stage_info: { outcome: { reason: 'Other', notes: 'I am moving to Bali' } },
    });
    expect((await reject([{ rejection_reason_id: 99, notes: 'I am moving to Bali' }])).status).toBe(200);

    const closed = await confirm(id, done.body.data.stage_info.schedules_id ?? 0, jakartaTen(3));
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe(hiringMessages.closed);
    const staffAfter = await server.inject(
      sendOffer,
      { params: { id }, body: { salary: 9_000_000, nett_gross: 'nett' } },
      { token: staff.token },
    );
    expect(staffAfter.body.error).toBe(hiringMessages.closed);
  });
});

describe('offer', () => {
  it('refuses to accept an offer that was never sent, and an offer before a confirmed interview', async () => {
    const { id } = await invitedApplication();
    const early = await answer(id, { status: 12 });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(hiringMessages.noOfferWaiting);
    const offer = await server.inject(
      sendOffer,
      { params: { id }, body: { salary: 9_000_000, nett_gross: 'nett' } },
      { token: staff.token },
    );
    expect(offer.status).toBe(409);
  });

  it('accepts an offer once, then shows it read-only', async () => {
    const id = await offeredApplication();
    const answers = await Promise.all([answer(id, { status: 12 }), answer(id, { status: 12 })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const detail = await activity(id);
    expect(detail.stage_info).toMatchObject({
      type: 'SUMMARY',
      highlight: { label: hiringMessages.alreadyAccepted },
      salary: 20_000_000,
    });
    expect(detail.stage_info.negotiations.map((n) => [n.by, n.status])).toEqual([
      ['company', null],
      ['talent', 12],
    ]);
    expect((await answer(id, { status: 22, offer_salary: 30_000_000, nett_gross: 'gross' })).status).toBe(
      409,
    );

    const hired = await server.inject(
      recordOutcome,
      { params: { id }, body: { outcome: 'accepted' } },
      { token: staff.token },
    );
    expect(hired.body.data).toMatchObject({ stage_id: 3, stage: 'Accepted', closed: true });
  });

  it('checks the negotiation fields with the spec’s messages', async () => {
    const id = await offeredApplication();
    const noSalary = await answer(id, { status: 22, nett_gross: 'nett' });
    expect(noSalary.body.fields?.offer_salary).toBe(hiringMessages.inputSalary);
    const noType = await answer(id, { status: 22, offer_salary: 25_000_000 });
    expect(noType.body.fields?.nett_gross).toBe(hiringMessages.chooseSalaryType);
    const small = await answer(id, { status: 22, offer_salary: 999_999, nett_gross: 'nett' });
    expect(small.body.fields?.offer_salary).toBe(hiringMessages.salaryMin);
    expect((await activity(id)).state).toBe('offer_sent');
  });

  it('sends a negotiation and its pay slip in one call: both are kept, or neither when the file is refused', async () => {
    const id = await offeredApplication();
    const notASlip = new File([Buffer.from('plain words, not a pay slip')], 'slip.pdf');
    const refused = await answer(id, {
      status: 22,
      offer_salary: 25_000_000,
      nett_gross: 'nett',
      payslip: notASlip,
    });
    expect(refused.status).toBe(415);
    expect(refused.body.fields?.payslip).toBe(hiringMessages.payslipType);
    expect((await activity(id)).state).toBe('offer_sent');

    const slip = new File([new Uint8Array(smallPdf)], 'slip-november.pdf');
    const sent = await answer(id, {
      status: 22,
      offer_salary: 25_000_000,
      nett_gross: 'nett',
      payslip: slip,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.state).toBe('offer_negotiating');
    expect(sent.body.data.payslip?.name).toBe('slip-november.pdf');

    const withAccept = await answer(id, { status: 12, payslip: slip });
    expect(withAccept.status).toBe(400);
    expect(withAccept.body.fields?.payslip).toBe(hiringMessages.payslipNeedsNegotiation);
  });

  it('negotiates with a pay slip, staff answer, and the talent accepts the answer', async () => {
    const id = await offeredApplication();
    expect((await payslip(id, { bytes: smallPdf, name: 'early.pdf' })).status).toBe(409);

    const asked = await answer(id, { status: 22, offer_salary: 25_000_000, nett_gross: 'nett' });
    expect(asked.status).toBe(200);
    expect(asked.body.data.stage_info.highlight?.label).toBe('Waiting Company Response');

    const text = await payslip(id, { bytes: Buffer.from('plain words, not a pay slip'), name: 'slip.pdf' });
    expect(text.status).toBe(415);
    expect(text.body.fields?.payslip).toBe(hiringMessages.payslipType);
    const huge = Buffer.concat([onePixelPng, Buffer.alloc(10 * 1024 * 1024)]);
    const large = await payslip(id, { bytes: huge, name: 'slip.png' });
    expect(large.status).toBe(413);
    expect(large.body.fields?.payslip).toBe(hiringMessages.payslipSize);
    const stored = await payslip(id, { bytes: smallPdf, name: 'slip-october.pdf' });
    expect(stored.status).toBe(200);
    expect(stored.body.data.payslip?.name).toBe('slip-october.pdf');

    const early = await server.inject(
      acceptNegotiation,
      { body: { role_talent_id: id, talent_id: putri.id } },
      { token: putri.token },
    );
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(hiringMessages.noCounterOffer);

    const answered = await server.inject(
      answerNegotiation,
      { params: { id }, body: { salary: 23_000_000, nett_gross: 'nett' } },
      { token: staff.token },
    );
    expect(answered.body.data.stage_info).toMatchObject({
      type: 'ACTION',
      salary: 23_000_000,
      nett_gross: 'nett',
    });

    const accepted = await server.inject(
      acceptNegotiation,
      { body: { role_talent_id: id, talent_id: putri.id } },
      { token: putri.token },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.state).toBe('offer_accepted');
    expect(accepted.body.data.stage_info.negotiations.map((n) => [n.by, n.salary])).toEqual([
      ['company', 20_000_000],
      ['talent', 25_000_000],
      ['company', 23_000_000],
      ['talent', 23_000_000],
    ]);
  });
});

describe('outcomes, advocate and jobs', () => {
  it('records not continued with an employer reason, and refuses a talent reason', async () => {
    const { id } = await invitedApplication();
    const wrong = await server.inject(
      recordOutcome,
      { params: { id }, body: { outcome: 'not_continued', reason_id: 1 } },
      { token: staff.token },
    );
    expect(wrong.body.fields?.reason_id).toBe(hiringMessages.notReason);
    const closed = await server.inject(
      recordOutcome,
      { params: { id }, body: { outcome: 'not_continued', reason_id: 104, notes: 'We chose someone else' } },
      { token: staff.token },
    );
    expect(closed.body.data).toMatchObject({
      stage_id: 4,
      stage: 'Not Continued',
      stage_info: { outcome: { reason: 'Another candidate was selected' } },
    });
  });

  it('makes the assigned advocate the support contact', async () => {
    const { id } = await invitedApplication();
    expect((await activity(id)).support_contact.name).toBe('Talent Support');
    const assigned = await server.inject(
      assignAdvocate,
      { params: { id: putri.id }, body: { staff_id: staff.id } },
      { token: staff.token },
    );
    expect(assigned.status).toBe(200);
    expect((await activity(id)).support_contact.email).toBe('agus.staff@example.com');
    const notStaff = await server.inject(
      assignAdvocate,
      { params: { id: putri.id }, body: { staff_id: budi.id } },
      { token: staff.token },
    );
    expect(notStaff.body.fields?.staff_id).toBe(hiringMessages.notStaff);
  });

  it('closes and publishes a job', async () => {
    const closed = await server.inject(closeJob, { params: { id: jobId } }, { token: staff.token });
    expect(closed.body.data).toEqual({ id: jobId, is_closed: true });
    const open = await server.inject(publishJob, { params: { id: jobId } }, { token: staff.token });
    expect(open.body.data).toEqual({ id: jobId, is_closed: false });
  });

  it('lists the talent’s activities by stage for the dashboard, and a company of theirs', async () => {
    const answer = await server.inject(
      listDashboardActivities,
      { params: { id: putri.id }, query: { size: 100 } },
      { token: putri.token },
    );
    expect(answer.status).toBe(200);
    const stages = answer.body.data.map((row) => row.stage_id);
    expect(stages).toEqual([...stages].sort());
    expect(answer.body.meta.count).toBe(answer.body.data.length);
    expect(new Set(stages)).toEqual(new Set([1, 2, 3, 4]));
    const company = await server.inject(getDashboardCompany, { params: { id: 1 } }, { token: putri.token });
    expect(company.body.data.activities).toBe(answer.body.meta.count);
  });
});

describe('the dashboard reminder', () => {
  it('counts an unanswered invitation, then lists the interview once confirmed, and only for its talent', async () => {
    const dewi = await server.signInAs('dewi.reminder@example.com');
    const reminderOf = (who: SignedIn, talentId = who.id) =>
      server.inject(getReminder, { params: { id: talentId } }, { token: who.token });
    expect((await reminderOf(dewi)).body.data).toEqual({
      upcoming_interviews: [],
      invitations_waiting: 0,
      offers_waiting: 0,
    });
    const { id, scheduleId, slot } = await invitedApplication(dewi);
    expect((await reminderOf(dewi)).body.data.invitations_waiting).toBe(1);

    expect((await confirm(id, scheduleId, slot, dewi)).status).toBe(200);
    const reminder = (await reminderOf(dewi)).body.data;
    expect(reminder.invitations_waiting).toBe(0);
    expect(reminder.upcoming_interviews).toEqual([
      expect.objectContaining({
        role_talent_id: id,
        interview_date: slot,
        url: 'https://meet.example.com/abc',
      }),
    ]);
    expect((await reminderOf(budi, dewi.id)).status).toBe(403);
  });
});

describe('who may act', () => {
  it('keeps talent A away from talent B’s application, whose id answers as a missing one', async () => {
    const missing = await server.inject(
      getActivity,
      { params: { id: 2_000_000_000 } },
      { token: putri.token },
    );
    expect(missing.status).toBe(404);
    const { id, scheduleId, slot } = await invitedApplication(budi);
    expect((await confirm(id, scheduleId, slot, putri)).status).toBe(404);
    const foreign = await server.inject(getActivity, { params: { id } }, { token: putri.token });
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: 404, body: missing.body });
    const suggest = await server.inject(
      suggestInterviewTime,
      { body: { id: scheduleId, role_talent_id: id, time_4: jakartaTen(5) } },
      { token: putri.token },
    );
    expect(suggest.status).toBe(404);
    const reject = await server.inject(
      rejectActivity,
      { body: { role_talent_id: id, reasons: [{ rejection_reason_id: 1 }] } },
      { token: putri.token },
    );
    expect(reject.status).toBe(404);
    expect((await answer(id, { status: 12 }, putri)).status).toBe(404);
    const asBudi = await server.inject(
      answerOffer,
      { body: { role_talent_id: id, talent_id: budi.id, status: 12 } },
      { token: putri.token },
    );
    expect(asBudi.status).toBe(403);
    expect((await payslip(id, { bytes: smallPdf, name: 'x.pdf' }, putri)).status).toBe(404);
    const others = await server.inject(
      listActivities,
      { params: { id: budi.id }, query: {} },
      { token: putri.token },
    );
    expect(others.status).toBe(403);
    const dashboard = await server.inject(
      listDashboardActivities,
      { params: { id: budi.id }, query: {} },
      { token: putri.token },
    );
    expect(dashboard.status).toBe(403);
    expect((await activity(id, budi)).stage_info.type).toBe('ACTION');
  });

  it('refuses a talent token on every staff endpoint', async () => {
    const staffEndpoints = Object.values(hiringEndpoints).filter(
      (endpoint) => endpoint.group === 'staff',
    ) as Endpoint[];
    expect(staffEndpoints.length).toBeGreaterThanOrEqual(9);
    for (const endpoint of staffEndpoints) {
      const answer = await server.request({
        method: endpoint.method,
        url: `${defaultServiceBases.staff}${fillPath(endpoint.path, { id: putri.id })}`,
        headers: { authorization: `Bearer ${putri.token}` },
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
      expect(answer.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
  });
});
