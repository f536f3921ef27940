import { coworkerInvitationMessages } from '@talent/contract';

/** The coworker invitation page (/employer/invitation?token). */
export const coworkerInvitations = {
  title: 'Invitation',
  loading: 'Loading the invitation',
  linkInvalid: coworkerInvitationMessages.linkInvalid,
  invited: '{{inviter}} invited you to join {{company}} on Talent as {{role}}.',
  role: {
    admin: 'an admin',
    recruiter: 'a recruiter',
    interviewer: 'an interviewer',
  },
  what: 'Coworkers share the company’s employer account: they publish jobs, invite talents to interviews and send offers together.',
  open: 'The invitation is open until {{date}}.',
  expired: 'This invitation expired on {{date}}. Ask {{inviter}} to send you a new one.',
  accepted: 'This invitation has already been accepted.',
  next: 'Employers work on Talent’s employer site, not in this app for job seekers. Continue there, and sign in or create your employer account with the email this invitation was sent to.',
  continue: 'Continue to the employer site',
} as const;
