/** The dashboard's own pieces: the profile, the product tour and the milestones. */
export const dashboard = {
  title: 'Getting started',
  profileCard: {
    title: 'Your Profile',
    noPosition: 'Choose the position you are looking for in your preferences.',
    completeness: 'Profile {{percent}}% complete',
    view: 'VIEW PROFILE',
  },
  tour: {
    offer: 'New here? Take a one-minute tour of Talent.',
    start: 'Start tour',
    skip: 'No, thanks',
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
    progress: 'Step {{step}} of {{total}}',
    steps: {
      welcome: {
        title: 'Welcome to Talent',
        text: 'Talent finds you jobs that fit and walks you through every step, from the first interview to the offer.',
      },
      dashboard: {
        title: 'Your dashboard',
        text: 'Interview invitations, offers and their outcomes appear here by stage, with a reminder of what is coming up.',
      },
      jobs: {
        title: 'Jobs that fit',
        text: 'The job listing matches jobs to your skills, job category and expected salary. Save the ones you like and apply in one step.',
      },
      profile: {
        title: 'Stand out',
        text: 'A complete profile, your CV and skill certificates help companies choose you.',
      },
      contact: {
        title: 'Stay in touch',
        text: 'The bell tells you what happened, and the chat connects you with your talent advocate and the companies you talk to.',
      },
    },
  },
  profile: {
    label: 'Profile completeness',
    percent: '{{percent}}%',
  },
  milestones: {
    count: '{{reached}} of {{total}} milestones reached',
    new: 'New',
    reached: ', reached',
    notReached: ', not reached yet',
    profile: { name: 'Complete your profile', how: 'Fill in the sections still empty' },
    cv: { name: 'Upload your CV', how: 'Add your CV' },
    apply: { name: 'Apply to a job', how: 'Browse jobs that match you' },
    interview: { name: 'Get invited to an interview', how: 'Companies invite you after you apply.' },
    certificate: { name: 'Earn a skill certificate', how: 'Take a skill assessment' },
    referral: { name: 'Invite a friend', how: 'Refer a friend to Talent' },
  },
} as const;
