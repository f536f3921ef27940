import {
  createJobAlert,
  deleteJobAlert,
  getNotificationOverlay,
  jobAlertLimits,
  jobAlertMessages,
  listJobAlerts,
  listTalentJobAlerts,
  sendJobAlertNow,
} from '@talent/contract';
import { jobs, skillSets, users } from '@talent/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let putri: SignedIn;
let budi: SignedIn;
const day = 86_400_000;

function save(talent: SignedIn, body: Record<string, unknown>, as = talent) {
  return server.inject(
    createJobAlert,
    { params: { id: talent.id }, body: body as never },
    { token: as.token },
  );
}

/** A Backend Engineer job at Gojek published now, in specialization 1, asking for the skills named. */
async function publish(skills: string[], cityId = 1) {
  const asked = await server.db
    .select({ id: skillSets.id })
    .from(skillSets)
    .where(inArray(skillSets.name, skills));
  await server.db.insert(jobs).values({
    companyId: 1,
    positionId: 101,
    positionCategoryId: 1,
    positionLevelId: 4,
    cityId,
    workingSystemId: 1,
    skillIds: asked.map((skill) => skill.id),
    publishedAt: server.clock.now(),
  });
}

async function jobAlertNotices(talent: SignedIn): Promise<string[]> {
  const overlay = await server.inject(
    getNotificationOverlay,
    { params: { id: talent.id } },
    { token: talent.token },
  );
  return overlay.body.data.filter((notice) => notice.type === 'job_alert').map((notice) => notice.text);
}

beforeAll(async () => {
  server = await createTestApp();
  putri = await server.signInAs('putri.alerts@example.com');
  budi = await server.signInAs('budi.alerts@example.com');
});

afterAll(async () => {
  await server?.close();
});

describe('job alerts', () => {
  it('tells the talent once about new open jobs the listing finds for the saved search, under the bell', async () => {
    const saved = await save(putri, { search: ' Golang ', location: 1, frequency: 'daily' });
    expect(saved.status).toBe(200);
    expect(saved.body.meta.message).toBe(jobAlertMessages.saved);
    expect(saved.body.data).toMatchObject({ search: 'golang', location: { id: 1 }, frequency: 'daily' });

    server.clock.advance(60_000);
    // "golang" finds the skill Go, as the listing's search does.
    await publish(['Go', 'PostgreSQL']);
    await publish(['Go']);
    await publish(['Go'], 2);
    await publish(['Java']);

    server.clock.advance(day);
    await server.app.platform.schedule.runDue();
    const [notice, ...others] = await jobAlertNotices(putri);
    expect(others).toEqual([]);
    expect(notice).toMatch(/^2 new jobs match your job alert “golang” · Jakarta: /);

    server.clock.advance(day);
    await server.app.platform.schedule.runDue();
    expect(await jobAlertNotices(putri)).toHaveLength(1);
  });

  it('lets support staff see a talent’s alerts and send one now, once per new job', async () => {
    const staff = await server.signInAs('staff.alerts@example.com', { type: 'staff' });
    const saved = await save(budi, { search: 'kotlin', frequency: 'weekly' });
    server.clock.advance(60_000);
    await publish(['Kotlin']);

    const seen = await server.inject(
      listTalentJobAlerts,
      { params: { id: budi.id } },
      { token: staff.token },
    );
    expect(seen.body.data.map((alert) => alert.id)).toContain(saved.body.data.id);
    const asTalent = await server.inject(
      sendJobAlertNow,
      { params: { id: saved.body.data.id } },
      { token: budi.token },
    );
    expect(asTalent.status).toBe(403);

    const sent = await server.inject(
      sendJobAlertNow,
      { params: { id: saved.body.data.id } },
      { token: staff.token },
    );
    expect(sent.body.data).toEqual({ new_jobs: 1 });
    expect(await jobAlertNotices(budi)).toEqual([
      '1 new job matches your job alert “kotlin”: Backend Engineer at Gojek.',
    ]);
    const again = await server.inject(
      sendJobAlertNow,
      { params: { id: saved.body.data.id } },
      { token: staff.token },
    );
    expect(again.body.data).toEqual({ new_jobs: 0 });
    expect(await jobAlertNotices(budi)).toHaveLength(1);

    const missing = await server.inject(sendJobAlertNow, { params: { id: 999_999 } }, { token: staff.token });
    expect(missing.status).toBe(404);
    await server.inject(
      deleteJobAlert,
      { params: { id: budi.id, alertId: saved.body.data.id } },
      { token: budi.token },
    );
  });

  it('mails a talent who reads Indonesian the news in Indonesian, naming how many more came (issue #35)', async () => {
    const staff = await server.signInAs('staff.bahasa@example.com', { type: 'staff' });
    const dewi = await server.signInAs('dewi.alerts@example.com');
    await server.db.update(users).set({ language: 'id' }).where(eq(users.id, dewi.id));
    const saved = await save(dewi, { search: 'rust', frequency: 'weekly' });
    server.clock.advance(60_000);
    await publish(['Rust']);
    await publish(['Rust']);
    await publish(['Rust']);
    await server.inject(sendJobAlertNow, { params: { id: saved.body.data.id } }, { token: staff.token });

    const [stored] = await jobAlertNotices(dewi);
    expect(stored).toBe(
      '3 new jobs match your job alert “rust”: Backend Engineer at Gojek, Backend Engineer at Gojek, and 1 more.',
    );
    const mailbox = String(
      (await server.request({ method: 'GET', url: '/dev/mailbox?to=dewi.alerts@example.com' })).body,
    );
    expect(mailbox).toContain(
      '3 lowongan baru cocok dengan notifikasi lowonganmu “rust”: Backend Engineer at Gojek, Backend Engineer at Gojek, dan 1 lainnya.',
    );
    expect(mailbox).not.toContain('new jobs match');
  });

  it('lists the alerts and deletes one, only for their owner', async () => {
    const list = await server.inject(listJobAlerts, { params: { id: putri.id } }, { token: putri.token });
    const [alert] = list.body.data;
    if (!alert) throw new Error('no alert');
    expect(
      (await server.inject(listJobAlerts, { params: { id: putri.id } }, { token: budi.token })).status,
    ).toBe(403);
    const asOther = await server.inject(
      deleteJobAlert,
      { params: { id: budi.id, alertId: alert.id } },
      { token: budi.token },
    );
    expect(asOther.status).toBe(404);

    const deleted = await server.inject(
      deleteJobAlert,
      { params: { id: putri.id, alertId: alert.id } },
      { token: putri.token },
    );
    expect(deleted.status).toBe(200);
    const after = await server.inject(listJobAlerts, { params: { id: putri.id } }, { token: putri.token });
    expect(after.body.data).toEqual([]);
  });

  it('refuses an empty search, the same search twice and more than the limit', async () => {
    const empty = await save(budi, { search: '  ', frequency: 'weekly' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ search: jobAlertMessages.emptySearch });
    const noFrequency = await save(budi, { search: 'sql' });
    expect(noFrequency.body.fields).toEqual({ frequency: jobAlertMessages.frequencyRequired });
    const unknownPlace = await save(budi, { search: 'sql', location: 987_654, frequency: 'weekly' });
    expect(unknownPlace.status).toBe(400);
    expect(unknownPlace.body.fields).toEqual({ location: jobAlertMessages.unknownOption });

    expect((await save(budi, { search: 'sql', frequency: 'weekly' })).status).toBe(200);
    const twice = await save(budi, { search: 'SQL', frequency: 'daily' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(jobAlertMessages.duplicate);

    for (let n = 1; n < jobAlertLimits.perTalent; n += 1) {
      expect((await save(budi, { search: `skill${n}`, frequency: 'weekly' })).status).toBe(200);
    }
    const tooMany = await save(budi, { search: 'one more', frequency: 'weekly' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe(jobAlertMessages.tooMany);
    expect((await save(budi, { search: 'not mine', frequency: 'weekly' }, putri)).status).toBe(403);
  });

  it('stores at most 10 of 30 alerts saved at the same moment, and says so to the rest', async () => {
    const sari = await server.signInAs('sari.alerts@example.com');
    const saves = await Promise.all(
      Array.from({ length: 30 }, (_, n) => save(sari, { search: `parallel${n}`, frequency: 'daily' })),
    );
    expect(saves.filter((answer) => answer.status === 200)).toHaveLength(jobAlertLimits.perTalent);
    const refused = saves.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.body.error)).toEqual(
      Array(30 - jobAlertLimits.perTalent).fill(jobAlertMessages.tooMany),
    );
    const stored = await server.inject(listJobAlerts, { params: { id: sari.id } }, { token: sari.token });
    expect(stored.body.data).toHaveLength(jobAlertLimits.perTalent);
  });
});
