import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';

/**
 * Notifications (spec sections 2, 3, 7, 9): stored per talent with a type, a text, a link
 * (`url_action`) and a read state; the bell's unread count; preferences deciding which kinds of
 * notification also send an email.
 */

/** Spec section 9: the overlay shows at most the first 10. */
export const notificationLimits = { overlay: 10, markReadAtOnce: 100 } as const;

/** The kinds of notification, one per kind of event that raises one. */
export const notificationTypes = ['hiring', 'certificate', 'job_alert', 'referral', 'system'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationMessages = {
  read: 'Success',
  readAll: 'Success',
  preferencesSaved: 'Your email notification choices have been saved',
  wholeNumber: 'Must be a positive whole number',
  chooseSome: 'Choose at least one notification',
  tooMany: `At most ${notificationLimits.markReadAtOnce} notifications at once`,
  notYours: 'Notification not found',
  required: '* Required Field!',
  textTooLong: `At most ${500} characters`,
  linkInsideApp: 'The link must be a path inside Talent, starting with /',
  sent: 'Notification sent',
  unsubscribed: 'You will no longer get these emails',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Sign in and choose which emails you get in Settings.',
} as const;

/** The page a mail's unsubscribe link opens; it works without signing in. */
export const unsubscribePagePath = '/unsubscribe';

/** Spec section 3, Notification. */
export const notificationSchema = z.object({
  id: z.number().check(z.int()),
  user_id: z.number().check(z.int()),
  type: z.enum(notificationTypes),
  text: z.string(),
  /** Where the notification leads inside the app, or null when it only informs. */
  url_action: z.nullable(z.string()),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationCountSchema = z.object({ unread_count: z.number().check(z.int()) });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** Which types also send an email; every type is always stored and shown in the app. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(notificationTypes.map((type) => [type, z.boolean()])) as Record<
    NotificationType,
    z.ZodMiniBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const talentParams = z.object({
  id: z.coerce
    .number({ error: notificationMessages.wholeNumber })
    .check(z.int(), z.positive(notificationMessages.wholeNumber)),
});

const bodyId = z
  .number({ error: notificationMessages.wholeNumber })
  .check(z.int(), z.positive(notificationMessages.wholeNumber));

export const notificationReadBodySchema = z.object({
  notification_ids: z
    .array(bodyId, { error: notificationMessages.chooseSome })
    .check(
      z.minLength(1, notificationMessages.chooseSome),
      z.maxLength(notificationLimits.markReadAtOnce, notificationMessages.tooMany),
    ),
  talent_id: bodyId,
});

export const getNotificationOverlay = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/overlay/{id}',
  summary: 'The newest notifications of the talent for the header overlay (at most 10)',
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  data: z.array(notificationSchema),
});

export const listNotifications = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/page/{id}',
  summary: 'The talent’s notifications, newest first, a page at a time; meta.count is the total',
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  query: pageQuerySchema,
  data: z.array(notificationSchema),
});

/** Spec section 2 and 7: the dashboard's notifications piece, a page at a time. */
export const dashboardNotificationsPageSize = 5;

export const listDashboardNotifications = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/dashboard/{id}/notifications',
  summary: 'The dashboard’s notifications piece: the talent’s notifications, newest first, a page at a time',
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  query: pageQuerySchema,
  data: z.array(notificationSchema),
});

export const countNotifications = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/{id}/count',
  summary: 'How many of the talent’s notifications are unread (the bell’s count)',
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  data: notificationCountSchema,
});

export const markNotificationsRead = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/notification/read',
  summary: 'Mark some of the talent’s notifications read; answers the new unread count',
  access: 'talent',
  owner: 'body.talent_id',
  body: notificationReadBodySchema,
  data: notificationCountSchema,
});

export const markAllNotificationsRead = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/notification/{id}/read-all',
  summary: 'Mark every notification of the talent read',
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  data: notificationCountSchema,
});

export const getNotificationPreferences = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/talent/{id}/notification/preferences',
  summary: 'Which kinds of notification also send the talent an email',
  access: 'talent',
  params: talentParams,
  data: notificationPreferencesSchema,
});

export const saveNotificationPreferences = defineEndpoint({
  method: 'POST',
  group: 'talentV2',
  path: '/talent/{id}/notification/preferences',
  summary: 'Choose which kinds of notification also send the talent an email',
  access: 'talent',
  params: talentParams,
  body: notificationPreferencesSchema,
  data: notificationPreferencesSchema,
});

/** What staff send a talent; the talent may also get it by email, as their preferences say. */
export const staffNotificationBodySchema = z.object({
  type: z.enum(notificationTypes, { error: notificationMessages.required }),
  text: z
    .string({ error: notificationMessages.required })
    .check(
      z.trim(),
      z.minLength(1, notificationMessages.required),
      z.maxLength(500, notificationMessages.textTooLong),
    ),
  url_action: z._default(
    z.nullable(z.string().check(z.regex(/^\/(?!\/)/, notificationMessages.linkInsideApp))),
    null,
  ),
});

export const sendNotification = defineEndpoint({
  method: 'POST',
  group: 'staff',
  path: '/talents/{id}/notifications',
  summary: 'Staff tell a talent something: stored, shown live on their open pages, mailed if they want it',
  access: 'staff',
  params: talentParams,
  body: staffNotificationBodySchema,
  data: z.null(),
});

const unsubscribeQuery = z.object({
  token: z
    .string({ error: notificationMessages.unsubscribeLinkInvalid })
    .check(
      z.minLength(1, notificationMessages.unsubscribeLinkInvalid),
      z.maxLength(200, notificationMessages.unsubscribeLinkInvalid),
    ),
});

/** Which kind of mail a link stops, and whether the talent still gets it. */
export const mailSubscriptionSchema = z.object({
  type: z.enum(notificationTypes),
  subscribed: z.boolean(),
});
export type MailSubscription = z.infer<typeof mailSubscriptionSchema>;

export const readMailSubscription = defineEndpoint({
  method: 'GET',
  group: 'mailer',
  path: '/unsubscribe',
  summary: 'What a mail’s unsubscribe link stops, and whether that mail is still on; changes nothing',
  access: 'public',
  query: unsubscribeQuery,
  data: mailSubscriptionSchema,
});

export const unsubscribeFromMails = defineEndpoint({
  method: 'POST',
  group: 'mailer',
  path: '/unsubscribe',
  summary:
    'Stop one kind of notification mail from a mail’s link, without signing in; also the one-click target of the mail’s List-Unsubscribe header (RFC 8058)',
  access: 'public',
  query: unsubscribeQuery,
  // A mail client posts the form field `List-Unsubscribe=One-Click`; the page posts nothing. The
  // token in the address is all the endpoint reads, so the body has no schema to check.
  bodyType: 'form',
  data: mailSubscriptionSchema,
});

export const notificationEndpoints = {
  sendNotification,
  readMailSubscription,
  unsubscribeFromMails,
  getNotificationOverlay,
  listNotifications,
  countNotifications,
  markNotificationsRead,
  markAllNotificationsRead,
  getNotificationPreferences,
  saveNotificationPreferences,
} as const;

/**
 * The live stream of a talent's notifications: Server-Sent Events (`event: notification` with a
 * Notification and `id:` its id; `event: count` with `{ unread_count }`), not a JSON envelope.
 * Resume with `Last-Event-ID` or `?since=` the last id the page has.
 */
export const notificationStream = { group: 'talentV2', path: '/notification/{id}/stream' } as const;
