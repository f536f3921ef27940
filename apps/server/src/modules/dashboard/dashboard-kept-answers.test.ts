import {
  countNotifications,
  type Endpoint,
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

const changes: Array<{ change: string; shown: () => Promise<unknown>; write: (id: number) => Promise<SQL> }> =
  [
    {
      change: 'a new notification, in the unread count',
      shown: async () => (await read(countNotifications)).unread_count,
      write: async (id) =>
        sql`insert into notifications (user_id, type, text) values (${id}, 'info', 'Hello')`,
    },
    {
      change: 'a notification read, in the overlay',
      shown: async () => (await read(getNotificationOverlay))[0]?.is_read,
      write: async (id) => sql`update notifications set read_at = now() where user_id = ${id}`,
    },
    {
      change: 'a second notification, in the dashboard piece',
      shown: async () => (await read(listDashboardNotifications, { page: 1, size: 5 })).length,
      write: async (id) =>
        sql`insert into notifications (user_id, type, text) values (${id}, 'info', 'Again')`,
    },
    {
      change: 'the product tour finished',
      shown: async () => (await read(getTour)).done,
      write: async (id) => sql`insert into talent_tours (talent_id, done_at) values (${id}, now())`,
    },
    {
      change: 'a milestone seen',
      shown: async () => (await read(listMilestones)).find((milestone) => milestone.id === 1)?.acknowledged,
      write: async (id) =>
        sql`insert into talent_milestones (talent_id, milestone_id, acknowledged_at) values (${id}, 1, now())`,
    },
    {
      change: 'an interview process started, in the milestones',
      shown: () => milestoneDone('interview'),
      write: async (id) => {
        const { applicationId } = await applyToNewJob(server.db, id);
        await server.app.platform.changes.heardAll();
        // The application itself shows in the milestones: read it so the answer is kept again.
        await milestoneDone('interview');
        return sql`insert into hiring_processes (application_id, talent_id, state, stage_id)
        values (${applicationId}, ${id}, 'invited', 2)`;
      },
    },
    {
      change: 'a friend invited, in the milestones',
      shown: () => milestoneDone('referral'),
      write: async (id) =>
        sql`insert into referrals (invited_by_id, name, email, phone) values (${id}, 'Dewi', 'dewi@example.com', '+6281234567890')`,
    },
    {
      change: 'the marketplace joined, in the find-me-job indicator',
      shown: async () => (await read(getFindMeJobIndicator)).active,
      write: async (id) =>
        sql`insert into talent_marketplace (talent_id, status, active_until) values (${id}, 5, now() + interval '30 days')`,
    },
    {
      change: 'a job alert added',
      shown: async () => (await read(listJobAlerts)).length,
      write: async (id) =>
        sql`insert into job_alerts (talent_id, search, frequency) values (${id}, 'analyst', 'weekly')`,
    },
  ];

describe('what the dashboard asks on every open, after a change made outside the server', () => {
  // One after another on the same talent: each answer is kept by the read before the write.
  it.each(changes)('shows $change on the next open', async ({ shown, write }) => {
    const before = await shown();
    expect(await shown()).toEqual(before);
    await server.db.execute(await write(talent.id));
    // What every write's answer waits for (registerEndpoint): this process heard the change.
    await server.app.platform.changes.heardAll();
    expect(await shown()).not.toEqual(before);
  });
});
