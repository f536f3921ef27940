import { composeMail } from '../../platform/mail/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { NotificationRequest } from './notification-events.ts';
import { oneClickUnsubscribeLink, unsubscribePageLink } from './unsubscribe-links.ts';

/**
 * The mail twin of a notification, with its link made absolute and a way out: a link to stop this
 * kind of mail, and the List-Unsubscribe headers that let a mail client do it in one click.
 * Pure: no sending here.
 */
export function notificationMail(
  to: { email: string; fullname: string },
  request: NotificationRequest,
  links: { publicUrl: string; unsubscribeToken: string },
): OutgoingMail {
  const { publicUrl, unsubscribeToken } = links;
  const link = request.urlAction ? new URL(request.urlAction, `${publicUrl}/`).toString() : null;
  return composeMail({
    to: to.email,
    subject: `Talent: ${request.text}`,
    paragraphs: [`Hi ${to.fullname},`, request.text, ...(link ? [{ link, label: 'Open it on Talent' }] : [])],
    footer: [
      'You get this email because it is turned on in your Talent settings.',
      { link: unsubscribePageLink(publicUrl, unsubscribeToken), label: 'Unsubscribe from these emails' },
    ],
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeLink(publicUrl, unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
