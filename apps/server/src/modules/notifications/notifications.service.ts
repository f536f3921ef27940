import type { AccountLanguage, MailSubscription, NotificationPreferences } from '@talent/contract';
import { notificationLimits, notificationMessages } from '@talent/contract';
import { notFound } from '../../platform/errors/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { NotificationRequest } from './notification-events.ts';
import { notificationMail } from './notification-mail.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { notificationOf, preferencesOf } from './notifications.shapes.ts';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-links.ts';

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  mailer: Mailer;
  /** Tells the talent's open pages, in every server process, that their notifications changed. */
  announce: (talentId: number) => Promise<void>;
  now: () => Date;
  publicUrl: string;
  /** Signs the unsubscribe links of notification mails. */
  signingKey: string;
}

export function createNotificationsService({
  repository,
  mailer,
  announce,
  now,
  publicUrl,
  signingKey,
}: NotificationsServiceDeps) {
  /** The talent and the kind of mail a link names; an unknown or forged link, or a talent gone, is a 404. */
  async function subscriptionOf(token: string) {
    const named = readUnsubscribeToken(signingKey, token);
    if (!named || !(await repository.talentEmail(named.talentId))) {
      throw notFound(notificationMessages.unsubscribeLinkInvalid);
    }
    return named;
  }

  return {
    /** The bell's newest notifications, in the reader's language. */
    async overlay(talentId: number, language: AccountLanguage) {
      return (await repository.newest(talentId, notificationLimits.overlay)).map((row) =>
        notificationOf(row, language),
      );
    },

    /** A page of notifications, in the reader's language. */
    async page(talentId: number, page: number, size: number, language: AccountLanguage) {
      const [rows, total] = await Promise.all([
        size === -1
          ? repository.newest(talentId, Number.MAX_SAFE_INTEGER)
          : repository.newest(talentId, size, (page - 1) * size),
        repository.total(talentId),
      ]);
      return { data: rows.map((row) => notificationOf(row, language)), total };
    },

    unreadCount: (talentId: number) => repository.unreadCount(talentId),

    async markRead(talentId: number, ids: readonly number[] | 'all') {
      await repository.markRead(talentId, ids, now());
      await announce(talentId);
      return repository.unreadCount(talentId);
    },

    async preferences(talentId: number): Promise<NotificationPreferences> {
      return preferencesOf(await repository.emailChoices(talentId));
    },

    async savePreferences(talentId: number, preferences: NotificationPreferences) {
      await repository.saveEmailChoices(talentId, preferences);
      return preferencesOf(preferences);
    },

    /**
     * Stores the notification, announces it for the talent's open pages, and mails it unless the
     * talent turned that kind of mail off. A request for someone who is not an active talent is
     * dropped: there is nobody to tell.
     */
    async notify(request: NotificationRequest): Promise<boolean> {
      const recipient = await repository.talentEmail(request.talentId);
      if (!recipient) return false;
      await repository.insert(
        { userId: request.talentId, type: request.type, text: request.text, urlAction: request.urlAction },
        now(),
      );
      await announce(request.talentId);
      const wanted = preferencesOf(await repository.emailChoices(request.talentId))[request.type];
      if (wanted) {
        const token = unsubscribeToken(signingKey, request.talentId, request.type);
        await mailer.send(notificationMail(recipient, request, { publicUrl, unsubscribeToken: token }));
      }
      return true;
    },

    async mailSubscription(token: string): Promise<MailSubscription> {
      const { talentId, type } = await subscriptionOf(token);
      return { type, subscribed: preferencesOf(await repository.emailChoices(talentId))[type] };
    },

    async unsubscribe(token: string): Promise<MailSubscription> {
      const { talentId, type } = await subscriptionOf(token);
      await repository.turnOffEmail(talentId, type);
      return { type, subscribed: false };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
