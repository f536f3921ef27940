import { composeMail } from '../../platform/mail/mail-layout.ts';
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
  return composeMail({
    to: referee.email,
    subject: `${talentName} asks you for a reference`,
    paragraphs: [
      `Hi ${referee.name},`,
      `${talentName} is looking for a new job on Talent and named you as a reference. Would you write a few words about working with them?`,
      { link: referenceAnswerLink(publicUrl, token), label: 'Write the reference' },
      'The link works until you have answered. If you do not know this person, you can ignore this mail.',
    ],
  });
}
