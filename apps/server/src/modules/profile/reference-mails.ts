import { escapeHtml } from '../../platform/mail/mailbox-page.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** Where the referee answers: a page of the web app that reads the token from the link. */
export const referenceAnswerPage = '/reference/answer';

export function referenceAnswerLink(publicUrl: string, token: string): string {
  const url = new URL(referenceAnswerPage, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The mail asking someone for a reference. Pure: no sending here. */
export function referenceRequestMail(
  referee: { name: string; email: string },
  talentName: string,
  publicUrl: string,
  token: string,
): OutgoingMail {
  const link = referenceAnswerLink(publicUrl, token);
  const subject = `${talentName} asks you for a reference`;
  const lines = [
    `Hi ${referee.name},`,
    `${talentName} is looking for a new job on Talent and named you as a reference. Would you write a few words about working with them?`,
  ];
  const closing =
    'The link works until you have answered. If you do not know this person, you can ignore this mail.';
  const text = [...lines, `Write the reference: ${link}`, closing, 'Talent'].join('\n\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">Write the reference</a></p><p>${escapeHtml(link)}</p>
<p>${escapeHtml(closing)}</p>
<p>Talent</p>
</body></html>`;
  return { to: referee.email, subject, text, html };
}
