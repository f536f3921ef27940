import { type AccountLanguage, messageIn } from '@talent/contract';
import { composeMail } from '../../platform/mail/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { NotificationRequest } from './notification-events.ts';
import { oneClickUnsubscribeLink, unsubscribePageLink } from './unsubscribe-links.ts';

/** The words around a notification in its mail, in each language a talent reads. */
const mailWords = {
  en: {
    greeting: (name: string) => `Hi ${name},`,
    open: 'Open it on Talent',
    why: 'You get this email because it is turned on in your Talent settings.',
    unsubscribe: 'Unsubscribe from these emails',
  },
  id: {
    greeting: (name: string) => `Hai ${name},`,
    open: 'Buka di Talent',
    why: 'Kamu menerima email ini karena mengaktifkannya di pengaturan Talent.',
    unsubscribe: 'Berhenti berlangganan email ini',
  },
} as const satisfies Record<AccountLanguage, unknown>;

/**
 * The mail twin of a notification, in the talent's account language, with its link made absolute and a way out: a link to stop this
 * kind of mail, and the List-Unsubscribe headers that let a mail client do it in one click.
 * Pure: no sending here.
 */
export function notificationMail(
  to: { email: string; fullname: string; language: AccountLanguage },
  request: NotificationRequest,
  links: { publicUrl: string; unsubscribeToken: string },
): OutgoingMail {
  const { publicUrl, unsubscribeToken } = links;
  const words = mailWords[to.language];
  const text = messageIn(to.language, request.text);
  const link = request.urlAction ? new URL(request.urlAction, `${publicUrl}/`).toString() : null;
  return composeMail({
    to: to.email,
    subject: `Talent: ${text}`,
    paragraphs: [words.greeting(to.fullname), text, ...(link ? [{ link, label: words.open }] : [])],
    footer: [words.why, { link: unsubscribePageLink(publicUrl, unsubscribeToken), label: words.unsubscribe }],
    language: to.language,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeLink(publicUrl, unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
