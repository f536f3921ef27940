import { escapeHtml } from '../../platform/mail/mailbox-page.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { NotificationRequest } from './notification-events.ts';

/** The mail twin of a notification, with its link made absolute. Pure: no sending here. */
export function notificationMail(
  to: { email: string; fullname: string },
  request: NotificationRequest,
  publicUrl: string,
): OutgoingMail {
  const link = request.urlAction ? new URL(request.urlAction, `${publicUrl}/`).toString() : null;
  const greeting = `Hi ${to.fullname},`;
  const text = [greeting, request.text, ...(link ? [`Open it on Talent: ${link}`] : [])].join('\n\n');
  const linkHtml = link ? `<p><a href="${escapeHtml(link)}">Open it on Talent</a></p>` : '';
  return {
    to: to.email,
    subject: `Talent: ${request.text}`,
    text,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Talent notification</title></head>
<body><p>${escapeHtml(greeting)}</p><p>${escapeHtml(request.text)}</p>${linkHtml}<p>Talent</p></body></html>`,
  };
}
