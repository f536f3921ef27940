import { referralLinkQuery } from '@talent/contract';
import { composeMail } from '../../platform/mail/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** The sign-up page with the friend's name and email already filled in. */
export function invitationLink(publicUrl: string, friend: { name: string; email: string }): string {
  const link = new URL('/login/register', `${publicUrl}/`);
  link.searchParams.set(referralLinkQuery.name, friend.name);
  link.searchParams.set(referralLinkQuery.email, friend.email);
  return link.toString();
}

/**
 * The invitation a friend receives; one who already has an account is asked to sign in instead.
 * Pure: no sending here.
 */
export function invitationMail(
  friend: { name: string; email: string; hasAccount: boolean },
  inviterName: string,
  publicUrl: string,
): OutgoingMail {
  return composeMail({
    to: friend.email,
    subject: `${inviterName} invited you to Talent`,
    paragraphs: [
      `Hi ${friend.name},`,
      `${inviterName} thinks you would like Talent, the job marketplace where companies apply to you: build one profile, get matched with jobs, and see what the market pays.`,
      ...(friend.hasAccount
        ? [
            'You already have a Talent account with this email. Sign in to see what is new:',
            { link: new URL('/login', `${publicUrl}/`).toString(), label: 'Sign in to Talent' },
          ]
        : [
            'Create your free account with this link; your name and email are already filled in:',
            { link: invitationLink(publicUrl, friend), label: 'Create my Talent account' },
          ]),
      'If you were not expecting this mail, you can ignore it.',
    ],
  });
}
