import { referralLinkQuery } from '@talent/contract';
import { escapeHtml } from '../../platform/mail/mailbox-page.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** The sign-up page with the friend's name and email already filled in. */
export function invitationLink(publicUrl: string, friend: { name: string; email: string }): string {
  const link = new URL('/login/register', `${publicUrl}/`);
  link.searchParams.set(referralLinkQuery.name, friend.name);
  link.searchParams.set(referralLinkQuery.email, friend.email);
  return link.toString();
}

/** The invitation a friend receives. Pure: no sending here. */
export function invitationMail(
  friend: { name: string; email: string },
  inviterName: string,
  publicUrl: string,
): OutgoingMail {
  const link = invitationLink(publicUrl, friend);
  const lines = [
    `Hi ${friend.name},`,
    `${inviterName} thinks you would like Talent, the job marketplace where companies apply to you: build one profile, get matched with jobs, and see what the market pays.`,
    'Create your free account with this link; your name and email are already filled in:',
  ];
  return {
    to: friend.email,
    subject: `${inviterName} invited you to Talent`,
    text: [...lines, link, 'If you were not expecting this mail, you can ignore it.'].join('\n\n'),
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>An invitation to Talent</title></head>
<body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(link)}">Create my Talent account</a></p>
<p>If you were not expecting this mail, you can ignore it.</p></body></html>`,
  };
}
