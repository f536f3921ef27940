import {
  countNotifications,
  getNotificationOverlay,
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  type NotificationType,
  saveNotificationPreferences,
} from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let putri: SignedIn;
let budi: SignedIn;

function tell(talentId: number, text: string, type: NotificationType = 'hiring') {
  return server.app.platform.events.publish('notification.requested', {
    talentId,
    type,
    text,
    urlAction: '/talent/jobs',
  });
}

async function mailsTo(email: string) {
  const page = await server.request({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return String(page.body);
}

beforeAll(async () => {
  server = await createTestApp();
  putri = await server.signInAs('putri.notified@example.com');
  budi = await server.signInAs('budi.notified@example.com');
  for (let n = 1; n <= 12; n += 1) await tell(putri.id, `Putri notice ${n}`);
  await tell(budi.id, 'Budi notice');
});

afterAll(async () => {
  await server?.close();
});

describe('notifications', () => {
  it('shows the newest 10 in the overlay and every one on the page, newest first', async () => {
    const overlay = await server.inject(
      getNotificationOverlay,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    expect(overlay.status).toBe(200);
    expect(overlay.body.data).toHaveLength(10);
    expect(overlay.body.data[0]?.text).toBe('Putri notice 12');
    expect(overlay.body.data[0]).toMatchObject({
      url_action: '/talent/jobs',
      is_read: false,
      type: 'hiring',
    });

    const second = await server.inject(
      listNotifications,
      { params: { id: putri.id }, query: { page: 2, size: 10 } },
      { token: putri.token },
    );
    expect(second.body.data.map((n) => n.text)).toEqual(['Putri notice 2', 'Putri notice 1']);
    expect(second.body.meta.count).toBe(12);
  });

  it('counts the unread, marks one read and then all read', async () => {
    const count = await server.inject(
      countNotifications,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    expect(count.body.data.unread_count).toBe(12);

    const overlay = await server.inject(
      getNotificationOverlay,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    const first = overlay.body.data[0]?.id ?? 0;
    const read = await server.inject(
      markNotificationsRead,
      { body: { talent_id: putri.id, notification_ids: [first] } },
      { token: putri.token },
    );
    expect(read.status).toBe(200);
    expect(read.body.data.unread_count).toBe(11);
    const after = await server.inject(
      getNotificationOverlay,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    expect(after.body.data[0]).toMatchObject({ id: first, is_read: true });
    expect(after.body.data[1]?.is_read).toBe(false);

    const all = await server.inject(
      markAllNotificationsRead,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    expect(all.body.data.unread_count).toBe(0);
    const again = await server.inject(
      countNotifications,
      { params: { id: putri.id } },
      { token: putri.token },
    );
    expect(again.body.data.unread_count).toBe(0);
  });

  it('refuses an empty list of ids at its field', async () => {
    const answer = await server.inject(
      markNotificationsRead,
      { body: { talent_id: putri.id, notification_ids: [] } },
      { token: putri.token },
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Choose at least one notification');
  });

  it('lets one talent neither read nor mark another talent’s notifications', async () => {
    for (const endpoint of [getNotificationOverlay, countNotifications, markAllNotificationsRead]) {
      const answer = await server.inject(endpoint, { params: { id: budi.id } }, { token: putri.token });
      expect(answer.status).toBe(403);
    }
    const page = await server.inject(
      listNotifications,
      { params: { id: budi.id }, query: { page: 1, size: 10 } },
      { token: putri.token },
    );
    expect(page.status).toBe(403);
    const asBudi = await server.inject(
      markNotificationsRead,
      { body: { talent_id: budi.id, notification_ids: [1] } },
      { token: putri.token },
    );
    expect(asBudi.status).toBe(403);

    // Budi's notification id passed as Putri's own is left alone.
    const budiOverlay = await server.inject(
      getNotificationOverlay,
      { params: { id: budi.id } },
      { token: budi.token },
    );
    const budiId = budiOverlay.body.data[0]?.id ?? 0;
    await server.inject(
      markNotificationsRead,
      { body: { talent_id: putri.id, notification_ids: [budiId] } },
      { token: putri.token },
    );
    const budiCount = await server.inject(
      countNotifications,
      { params: { id: budi.id } },
      { token: budi.token },
    );
    expect(budiCount.body.data.unread_count).toBe(1);
  });

  it('mails every kind by default, and a kind turned off is stored but not mailed', async () => {
    const defaults = await server.inject(
      getNotificationPreferences,
      { params: { id: budi.id } },
      { token: budi.token },
    );
    expect(defaults.body.data).toEqual({
      hiring: true,
      certificate: true,
      job_alert: true,
      referral: true,
      system: true,
    });
    expect(await mailsTo('budi.notified@example.com')).toContain('Budi notice');

    const saved = await server.inject(
      saveNotificationPreferences,
      { params: { id: budi.id }, body: { ...defaults.body.data, certificate: false } },
      { token: budi.token },
    );
    expect(saved.body.data.certificate).toBe(false);
    await tell(budi.id, 'Your certificate is ready', 'certificate');
    await tell(budi.id, 'You were invited to an interview', 'hiring');

    const mails = await mailsTo('budi.notified@example.com');
    expect(mails).not.toContain('Your certificate is ready');
    expect(mails).toContain('You were invited to an interview');
    const count = await server.inject(countNotifications, { params: { id: budi.id } }, { token: budi.token });
    expect(count.body.data.unread_count).toBe(3);

    const other = await server.inject(
      saveNotificationPreferences,
      { params: { id: budi.id }, body: defaults.body.data },
      { token: putri.token },
    );
    expect(other.status).toBe(403);
  });
});
