import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  defaultServiceBases,
  type NotificationType,
  notificationTypes,
  unsubscribeFromMails,
  unsubscribePagePath,
} from '@talent/contract';

/**
 * A mail's unsubscribe link names one talent and one kind of notification, signed with the
 * server's key. It works without signing in (RFC 8058 asks that of one-click unsubscribing), it
 * never expires (a mail is read months later), and a leaked link can only turn off that one kind of
 * mail to that one person.
 */
export function unsubscribeToken(secret: string, talentId: number, type: NotificationType): string {
  return `${talentId}.${type}.${signatureOf(secret, talentId, type)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { talentId: number; type: NotificationType } | null {
  const [id, type, signature, ...rest] = token.split('.');
  const talentId = Number(id);
  if (rest.length > 0 || !signature || !Number.isSafeInteger(talentId) || talentId <= 0) return null;
  if (!notificationTypes.includes(type as NotificationType)) return null;
  const expected = Buffer.from(signatureOf(secret, talentId, type as NotificationType));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { talentId, type: type as NotificationType };
}

/** The page a person opens from the mail, which asks before it unsubscribes. */
export function unsubscribePageLink(publicUrl: string, token: string): string {
  const url = new URL(unsubscribePagePath, `${publicUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Where a mail client posts `List-Unsubscribe=One-Click`. */
export function oneClickUnsubscribeLink(publicUrl: string, token: string): string {
  const url = new URL(
    `${defaultServiceBases[unsubscribeFromMails.group]}${unsubscribeFromMails.path}`,
    `${publicUrl}/`,
  );
  url.searchParams.set('token', token);
  return url.toString();
}

function signatureOf(secret: string, talentId: number, type: NotificationType): string {
  return createHmac('sha256', secret).update(`unsubscribe\n${talentId}\n${type}`).digest('base64url');
}
