import {
  countNotifications,
  getNotificationOverlay,
  getNotificationPreferences,
  indonesianMessages,
  listDashboardNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  type NotificationType,
  notificationMessages,
  notificationTexts,
  readMailSubscription,
  saveAccountLanguage,
  saveNotificationPreferences,
  unsubscribeFromMails,
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

  it('reads the bell, the page and the dashboard’s piece in the page’s language, one text stored (issue #35)', async () => {
    const sari = await server.signInAs('sari.bahasa@example.com');
    await tell(sari.id, 'Sari’s own words from staff');
    await tell(sari.id, notificationTexts.advocateAssigned('Rina'));
    await tell(sari.id, notificationTexts.offerReceived);
    const indonesian = { token: sari.token, headers: { 'accept-language': 'id-ID,id;q=0.9' } };
    const texts = (answer: { body: { data: { text: string }[] } }) => answer.body.data.map((n) => n.text);
    const inIndonesian = [
      indonesianMessages.notificationTexts.offerReceived,
      indonesianMessages.notificationTexts.advocateAssigned('Rina'),
      'Sari’s own words from staff',
    ];

    expect(
      texts(await server.inject(getNotificationOverlay, { params: { id: sari.id } }, indonesian)),
    ).toEqual(inIndonesian);
    const page = { params: { id: sari.id }, query: { page: 1, size: 10 } };
    expect(texts(await server.inject(listNotifications, page, indonesian))).toEqual(inIndonesian);
    expect(texts(await server.inject(listDashboardNotifications, page, indonesian))).toEqual(inIndonesian);
    expect(texts(await server.inject(listNotifications, page, { token: sari.token }))).toEqual([
      notificationTexts.offerReceived,
      notificationTexts.advocateAssigned('Rina'),
      'Sari’s own words from staff',
    ]);
  });

  it('serves the dashboard’s piece under the spec’s dashboard path, a page at a time, only to the talent', async () => {
    const first = await server.inject(
      listDashboardNotifications,
      { params: { id: putri.id }, query: { page: 1, size: 5 } },
      { token: putri.token },
    );
    expect(first.status).toBe(200);
    expect(first.body.data.map((n) => n.text)).toEqual([
      'Putri notice 12',
      'Putri notice 11',
      'Putri notice 10',
      'Putri notice 9',
      'Putri notice 8',
    ]);
    expect(first.body.meta.count).toBe(12);
    const someoneElses = await server.inject(
      listDashboardNotifications,
      { params: { id: putri.id }, query: { page: 1, size: 5 } },
      { token: budi.token },
    );
    expect(someoneElses.status).toBe(403);
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

  it("mails a talent who reads Indonesian in Indonesian, and stores the spec's English", async () => {
    const ani = await server.signInAs('ani.notified@example.com');
    await server.inject(saveAccountLanguage, { body: { language: 'id' } }, { token: ani.token });
    await tell(ani.id, notificationTexts.interviewInvited);

    const mails = await mailsTo('ani.notified@example.com');
    expect(mails).toContain(indonesianMessages.notificationTexts.interviewInvited);
    expect(mails).toContain('Buka di Talent');
    expect(mails).not.toContain(notificationTexts.interviewInvited);
    const stored = await server.inject(listNotifications, { params: { id: ani.id } }, { token: ani.token });
    expect(stored.body.data[0]?.text).toBe(notificationTexts.interviewInvited);

    await server.inject(saveAccountLanguage, { body: { language: 'en' } }, { token: ani.token });
    await tell(ani.id, notificationTexts.offerReceived);
    expect(await mailsTo('ani.notified@example.com')).toContain(notificationTexts.offerReceived);
  });

  describe('unsubscribing from a mail, without signing in', () => {
    async function unsubscribeTokenFromMail(talent: SignedIn, email: string, text: string) {
      await tell(talent.id, text, 'job_alert');
      const link = (await server.mailboxLinks(email)).find((each) => each.includes('/unsubscribe?'));
      expect(link).toBeDefined();
      return new URL(link as string).searchParams.get('token') as string;
    }

    it('reads what the link stops without changing it, then stops only that kind of mail', async () => {
      const token = await unsubscribeTokenFromMail(
        putri,
        'putri.notified@example.com',
        '3 new jobs for “designer”',
      );

      const before = await server.inject(readMailSubscription, { query: { token } });
      expect(before.body.data).toEqual({ type: 'job_alert', subscribed: true });
      const again = await server.inject(readMailSubscription, { query: { token } });
      expect(again.body.data.subscribed).toBe(true);

      const stopped = await server.inject(unsubscribeFromMails, { query: { token } });
      expect(stopped.status).toBe(200);
      expect(stopped.body.data).toEqual({ type: 'job_alert', subscribed: false });
      expect(stopped.body.meta.message).toBe(notificationMessages.unsubscribed);

      const preferences = await server.inject(
        getNotificationPreferences,
        { params: { id: putri.id } },
        { token: putri.token },
      );
      expect(preferences.body.data).toMatchObject({ job_alert: false, hiring: true, certificate: true });
      await tell(putri.id, '2 new jobs for “illustrator”', 'job_alert');
      await tell(putri.id, 'Your interview is confirmed', 'hiring');
      const mails = await mailsTo('putri.notified@example.com');
      expect(mails).not.toContain('2 new jobs for “illustrator”');
      expect(mails).toContain('Your interview is confirmed');
    });

    it('takes a mail client’s one-click POST of List-Unsubscribe=One-Click', async () => {
      await server.inject(
        saveNotificationPreferences,
        {
          params: { id: budi.id },
          body: { hiring: true, certificate: true, job_alert: true, referral: true, system: true },
        },
        { token: budi.token },
      );
      await tell(budi.id, 'A referral joined', 'referral');
      const link = (await server.mailboxLinks('budi.notified@example.com')).find((each) =>
        each.includes('/unsubscribe?'),
      );
      const token = new URL(link as string).searchParams.get('token') as string;
      const answer = await server.app.inject({
        method: 'POST',
        url: `/api/mailer/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({ type: 'referral', subscribed: false });
    });

    it('refuses a forged or altered link and changes nothing', async () => {
      const sari = await server.signInAs('sari.notified@example.com');
      const token = await unsubscribeTokenFromMail(sari, 'sari.notified@example.com', 'One more alert');
      const [, type, signature] = token.split('.');
      const forged = [
        `${budi.id}.${type}.${signature}`,
        `${sari.id}.hiring.${signature}`,
        `${sari.id}.${type}.${'A'.repeat(43)}`,
        'not-a-token',
      ];
      for (const each of forged) {
        const answer = await server.inject(unsubscribeFromMails, { query: { token: each } });
        expect(answer.status).toBe(404);
        expect(answer.body.meta.message).toBe(notificationMessages.unsubscribeLinkInvalid);
      }
      const preferences = await server.inject(
        getNotificationPreferences,
        { params: { id: budi.id } },
        { token: budi.token },
      );
      expect(preferences.body.data.hiring).toBe(true);
      const saris = await server.inject(
        getNotificationPreferences,
        { params: { id: sari.id } },
        { token: sari.token },
      );
      expect(saris.body.data).toMatchObject({ hiring: true, job_alert: true });
    });
  });
});
