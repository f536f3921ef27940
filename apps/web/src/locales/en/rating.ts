/** The rating flow (/talent/rating/1, /2, /thankyou) and its card on the dashboard. */
export const rating = {
  frame: {
    home: 'Talent home',
    step: 'Step {{step}} of 2',
    loading: 'Loading your rating',
  },
  start: {
    title: 'How was your experience?',
    intro: 'Your answers help us make Talent better for every job seeker. It takes less than a minute.',
    onboarding: 'How was your onboarding experience?',
    interview: 'How was the interview process?',
    company: 'How was your experience with the client company?',
    next: 'Next',
  },
  closing: {
    title: 'Almost done',
    advocate: 'How was your experience with your talent advocate, {{name}}?',
    advocateRemarks: 'Tell us what happened',
    advocateRemarksPlaceholder: 'What went well, and what could have gone better?',
    useAgain: 'Would you use Talent again?',
    summary: 'Anything else you would like to tell us?',
    summaryPlaceholder: 'A sentence or two about your experience',
    back: 'Back',
    submit: 'Send rating',
  },
  thankYou: {
    title: 'Thank You!',
    text: 'We read every rating. Yours helps us make Talent better for every job seeker.',
    ok: 'OK',
  },
  stars_one: '{{count}} star',
  stars_other: '{{count}} stars',
  /** Spec section 5: the three caption sets, word for word where the spec gives them. */
  captions: {
    experience: { s1: 'Poor', s2: 'Poor', s3: 'It was just okay', s4: 'Near Perfect!', s5: 'Excelent!' },
    useAgain: {
      s1: "No, I don't think I will ever use the product again",
      s2: 'Probably not',
      s3: 'Maybe, if I need it again',
      s4: 'Yes, most likely',
      s5: 'Definitely! The perfect tool for me',
    },
    performance: {
      s1: 'Very bad',
      s2: 'Bad',
      s3: 'It was just okay',
      s4: 'Good performance',
      s5: 'Perfect Fit !',
    },
  },
  card: {
    title: 'How is Talent working for you?',
    text: 'Rate your experience in two short steps.',
    action: 'Rate Talent',
  },
} as const;
