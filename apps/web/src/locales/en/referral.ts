import { referralMessages } from '@talent/contract';

/** Refer a friend (/talent/refer). */
export const referral = {
  page: {
    title: 'Refer a Friend',
    description: 'Know someone looking for their next job? Invite them to Talent and help them get hired.',
  },
  steps: {
    invite: 'Tell us your friend’s name, email and number.',
    mail: 'We email them a link to sign up, with their details filled in.',
    joined: 'You see here when they join.',
  },
  form: {
    title: 'Invite a friend',
    name: 'Friend’s name',
    namePlaceholder: 'e.g. Sari Wulandari',
    email: 'Friend’s email',
    emailPlaceholder: 'e.g. sari@example.com',
    phone: 'Friend’s number',
    phonePlaceholder: 'e.g. 0812 3456 7890',
    submit: 'Send invitation',
    sent: referralMessages.invited,
  },
  list: {
    title: 'Your referrals',
    summary_one: '{{count}} friend invited · {{joined}} joined',
    summary_other: '{{count}} friends invited · {{joined}} joined',
    invitedOn: 'Invited {{date}}',
    joinedOn: 'Joined {{date}}',
    emptyTitle: 'No invitations yet',
    emptyText:
      'Invite a friend with the form: they get a sign-up link by email, and you see here when they join.',
  },
  status: {
    invited: 'Invited',
    joined: 'Joined',
  },
} as const;
