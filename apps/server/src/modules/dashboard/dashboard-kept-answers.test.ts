import {
  countNotifications,
  type Endpoint,
  getDashboardProfile,
  getFindMeJobIndicator,
  getNotificationOverlay,
  getTour,
  listDashboardNotifications,
  listJobAlerts,
  listMilestones,
} from '@talent/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToNewJob } from '../../testing/applications.ts';
import { createTestApp, type EndpointCall, type SignedIn, type TestApp } from '../../testing/test-app.ts';

/**
 * The dashboard and the header ask for these on every page open, and the server keeps their answers
 * as sent (decision 0163). A change made outside the server (a staff tool, a script, a scheduled job
 * in another process) must still show on the next open: each table they read announces its changes.
 */
let server: TestApp;
let talent: SignedIn;

beforeAll(async () => {
  server = await createTestApp();
  talent = await server.signInAs('kept.dashboard@example.com');
});

afterAll(async () => {
  await server?.close();
});

/** The talent's own answer of a dashboard call that takes the talent's id (and a query). */
async function read<E extends Endpoint>(endpoint: E, query?: EndpointCall<E>['query']) {
  const call = { params: { id: talent.id }, query } as EndpointCall<E>;
  const response = await server.inject(endpoint, call, { token: talent.token });
  expect(response.status).toBe(200);
  return response.body.data;
}

const milestoneDone = async (key: string) =>
  (await read(listMilestones)).find((milestone) => milestone.key === key)?.done;

const run = (query: SQL) => server.db.execute(query);

/** The application the interview case starts from, made before its answers are first read. */
let application = 0;

const changes: Array<{
  change: string;
  arrange?: (id: number) => Promise<unknown>;
  write: (id: number) => Promise<unknown>;
  shown: () => Promise<unknown>;
}> = [
  {
    change: 'a new notification, in the unread count',
    write: (id) => run(sql`insert into notifications (user_id, type, text) values (${id}, 'info', 'Hello')`),
    shown: async () => (await read(countNotifications)).unread_count,
  },
  {
    change: 'a notification read, in the overlay',
    write: (id) => run(sql`update notifications set read_at = now() where user_id = ${id}`),
    shown: async () => (await read(getNotificationOverlay))[0]?.is_read,
  },
  {
    change: 'a second notification, in the dashboard piece',
    write: (id) => run(sql`insert into notifications (user_id, type, text) values (${id}, 'info', 'Again')`),
    shown: async () => (await read(listDashboardNotifications, { page: 1, size: 5 })).length,
  },
  {
    change: 'the product tour finished',
    write: (id) => run(sql`insert into talent_tours (talent_id, done_at) values (${id}, now())`),
    shown: async () => (await read(getTour)).done,
  },
  {
    change: 'a milestone seen',
    write: (id) =>
      run(
        sql`insert into talent_milestones (talent_id, milestone_id, acknowledged_at) values (${id}, 1, now())`,
      ),
    shown: async () => (await read(listMilestones)).find((milestone) => milestone.id === 1)?.acknowledged,
  },
  {
    change: 'an application sent, in the milestones',
    write: (id) => applyToNewJob(server.db, id),
    shown: () => milestoneDone('apply'),
  },
  {
    change: 'an interview process started, in the milestones',
    arrange: async (id) => {
      application = (await applyToNewJob(server.db, id)).applicationId;
    },
    write: (id) =>
      run(sql`insert into hiring_processes (application_id, talent_id, state, stage_id)
        values (${application}, ${id}, 'invited', 2)`),
    shown: () => milestoneDone('interview'),
  },
  {
    change: 'a friend invited, in the milestones',
    write: (id) =>
      run(sql`insert into referrals (invited_by_id, name, email, phone)
        values (${id}, 'Dewi', 'dewi@example.com', '+6281234567890')`),
    shown: () => milestoneDone('referral'),
  },
  {
    change: 'the marketplace joined, in the find-me-job indicator',
    write: (id) =>
      run(sql`insert into talent_marketplace (talent_id, status, active_until)
        values (${id}, 5, now() + interval '30 days')`),
    shown: async () => (await read(getFindMeJobIndicator)).active,
  },
  {
    change: 'a job alert added',
    write: (id) =>
      run(sql`insert into job_alerts (talent_id, search, frequency) values (${id}, 'analyst', 'weekly')`),
    shown: async () => (await read(listJobAlerts)).length,
  },
  {
    change: 'a new name, in the profile card',
    write: (id) => run(sql`update users set fullname = 'Renamed Outside' where id = ${id}`),
    shown: async () => (await read(getDashboardProfile)).fullname,
  },
];

describe('what the dashboard asks on every open, after a change made outside the server', () => {
  // One after another on the same talent: each answer is kept by the read before the write.
  it.each(changes)('shows $change on the next open', async ({ arrange, write, shown }) => {
    await arrange?.(talent.id);
    await server.app.platform.changes.heardAll();
    const before = await shown();
    expect(await shown()).toEqual(before);
    await write(talent.id);
    // What every write's answer waits for (registerEndpoint): this process heard the change.
    await server.app.platform.changes.heardAll();
    expect(await shown()).not.toEqual(before);
  });
});
