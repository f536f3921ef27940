/** The footer's pages: About, Career, Event, Contact Us and FAQ. */
export const site = {
  about: {
    title: 'About Talent',
    description:
      'We help Indonesia’s professionals find work that fits them, and companies find people who fit them.',
    storyTitle: 'Why we built Talent',
    story:
      'Job hunting in Indonesia used to mean sending the same CV to fifty companies and hearing back from two. On Talent you build one profile, and companies come to you: with a salary range up front, a clear interview schedule, and an answer either way.',
    figuresTitle: 'Talent in numbers',
    figures: [
      { value: '120,000+', label: 'talents with a profile' },
      { value: '3,200', label: 'companies hiring' },
      { value: '16', label: 'cities across Indonesia' },
      { value: '9 days', label: 'from first interview to offer, on average' },
    ],
    valuesTitle: 'What we promise talents',
    values: [
      {
        title: 'Salaries in the open',
        text: 'Every offer shows its salary, and our public salary calculator shows what a role pays before you apply.',
      },
      {
        title: 'An answer, always',
        text: 'Every application ends with an outcome and its reason. No more waiting for a reply that never comes.',
      },
      {
        title: 'Your data is yours',
        text: 'Only the companies you are in process with see your details, and you can close your account at any time.',
      },
    ],
  },
  career: {
    title: 'Careers at Talent',
    description: 'Join a small team that helps thousands of people find their next job every month.',
    openRoles: 'Open roles',
    apply: 'Apply by email',
    applySubject: 'Application: {{role}}',
    roles: [
      {
        title: 'Senior Backend Engineer (TypeScript)',
        team: 'Engineering',
        place: 'Jakarta or remote in Indonesia',
        type: 'Full-time',
      },
      { title: 'Product Designer', team: 'Design', place: 'Jakarta', type: 'Full-time' },
      { title: 'Talent Advocate', team: 'Talent Success', place: 'Bandung', type: 'Full-time' },
      { title: 'Partnerships Manager', team: 'Business', place: 'Surabaya', type: 'Full-time' },
    ],
    contact:
      'Don’t see your role? Write to careers@talent.example.com with your CV and what you would like to do.',
  },
  event: {
    title: 'Events',
    description: 'Job fairs, workshops and webinars where you meet companies and sharpen your job search.',
    upcoming: 'Upcoming events',
    register: 'Register through Contact Us',
    events: [
      {
        title: 'Talent Job Fair Jakarta',
        date: 'Saturday, 12 December 2026',
        place: 'Jakarta Convention Center',
        text: 'Meet 60 hiring companies in one day, with on-the-spot interviews for engineering, finance and sales roles.',
      },
      {
        title: 'Webinar: Negotiating your first offer',
        date: 'Thursday, 17 December 2026',
        place: 'Online',
        text: 'How to read an offer, nett against gross, and what to say when the salary is below what you expected.',
      },
      {
        title: 'CV Clinic Bandung',
        date: 'Saturday, 9 January 2027',
        place: 'Bandung Creative Hub',
        text: 'Bring your CV and a Talent advocate reviews it with you, one on one, in twenty minutes.',
      },
    ],
  },
  contact: {
    title: 'Contact Us',
    description: 'Questions about your account, a job or an interview? Write to us and a person answers.',
    formTitle: 'Send us a message',
    name: 'Full Name',
    email: 'Email',
    topic: 'Topic',
    topicPlaceholder: 'Choose a topic',
    topics: {
      account: 'My account',
      jobs: 'Jobs and applications',
      hiring: 'Interviews and offers',
      assessments: 'Quizzes, contests and certificates',
      partnership: 'Hiring on Talent (for companies)',
      other: 'Something else',
    },
    subject: 'Subject',
    subjectPlaceholder: 'Optional',
    message: 'Message',
    messagePlaceholder: 'Tell us what happened and how we can help.',
    send: 'Send Message',
    otherWaysTitle: 'Other ways to reach us',
    emailLabel: 'Email',
    emailAddress: 'support@talent.example.com',
    phoneLabel: 'Phone',
    phoneNumber: '+62 21 5080 1234',
    hoursLabel: 'Hours',
    hours: 'Monday to Friday, 09:00 to 17:00 WIB',
    addressLabel: 'Office',
    address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190',
  },
  faq: {
    title: 'Frequently Asked Questions',
    description: 'Answers to what talents ask us most. Still stuck? Contact us.',
    items: [
      {
        question: 'Is Talent free for job seekers?',
        answer:
          'Yes. Building a profile, applying to jobs, taking quizzes and using the salary calculator are free for talents.',
      },
      {
        question: 'Who can see my profile?',
        answer:
          'Companies see your profile when you apply to their job or when our talent advocates introduce you. Your email and phone are shared only with companies you are in process with.',
      },
      {
        question: 'How do interview invitations work?',
        answer:
          'A company offers up to three one-hour slots. Choose one, or ask for another time; you can also decline with a reason. Your dashboard shows every step.',
      },
      {
        question: 'Can I negotiate a job offer?',
        answer:
          'Yes. From the offer, choose to negotiate, give the salary you expect (nett or gross) and, if you like, your current pay slip. The company answers on Talent.',
      },
      {
        question: 'What does the salary calculator show?',
        answer:
          'For a position and years of experience it shows the bottom 10%, the average and the top 10% of monthly salaries, from salaries talents stated and offers they accepted.',
      },
      {
        question: 'How do certificates work?',
        answer:
          'Pass a skill quiz or complete a contest and you get a certificate with its own public link and a PDF to download. It appears on your profile.',
      },
      {
        question: 'I did not get the verification email.',
        answer:
          'Check your spam folder, then use Resend on the sign-in page. Links work once and expire after a while, so always use the newest one.',
      },
      {
        question: 'How do I close my account?',
        answer:
          'Go to Settings and choose Deactivate Account. You are signed out everywhere and the account can no longer sign in.',
      },
    ],
  },
  accessibility: {
    title: 'Accessibility',
    description:
      'Talent is for every job seeker, including those who use a keyboard, a screen reader, voice control or zoom.',
    standardTitle: 'The standard we meet',
    standard:
      'Talent aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, on every page of the web app, at every screen width from 320 pixels and with text enlarged to 200%.',
    testingTitle: 'How we test',
    testing: [
      'Every browser journey runs axe-core with the WCAG 2.2 A and AA rules and best practice on each page, modal, menu, panel and error message it opens, at 1280 and 360 pixels wide, and fails on any serious or critical finding.',
      'Keyboard journeys open and close each modal and check where focus lands, that fields keep their focus, and that an error takes focus to the field it concerns.',
      'We walk the product by keyboard alone, with a screen reader, at 320 pixels and at 200% text before a release.',
    ],
    limitsTitle: 'What we know is not yet right',
    limits:
      'Automated checks find only part of what can go wrong. Charts in the salary calculator show their figures in text beside them; if any page still falls short for you, please tell us.',
    reportTitle: 'Report a barrier',
    report:
      'If something on Talent stops you, write to accessibility@talent.example.com or use Contact Us with the topic you choose. Say which page, what you were trying to do and what you use (browser, screen reader, zoom). A person answers within two working days, and we tell you when it is fixed.',
    contact: 'Contact Us',
    reviewed: 'This statement was last reviewed on 27 November 2026.',
  },
  terms: {
    title: 'Terms of Service',
    description: 'The agreement between you and Talent when you use Talent to find work.',
    sections: [
      {
        title: 'Your account',
        text: 'You need to be at least 18 years old to create an account. Keep your password to yourself; you are responsible for what is done with your account. Give true facts about yourself, your education and your work: companies decide on them.',
      },
      {
        title: 'Applying to jobs',
        text: 'When you apply, the company sees your profile, your CV and the answers you give. Talent shows jobs as companies post them and cannot promise that a company hires you. Never pay anyone to be considered for a job found on Talent, and tell us if you are asked to.',
      },
      {
        title: 'Assessments and certificates',
        text: 'Take quizzes and contest challenges on your own, without help. A certificate can be checked by anyone with its id; we may withdraw one earned unfairly.',
      },
      {
        title: 'What you may not do',
        text: 'Do not post content that is false, offensive or not yours to share, contact companies to harass them, copy the site with automated tools, or try to reach data that is not yours.',
      },
      {
        title: 'Ending your account',
        text: 'You can deactivate your account at any time in Settings. We may suspend an account that breaks these terms, and we tell you why.',
      },
      {
        title: 'Changes and questions',
        text: 'When these terms change, we tell you by email at least 14 days before. Write to us through Contact Us with any question. These terms follow the law of the Republic of Indonesia.',
      },
    ],
    updated: 'Last updated on 27 November 2026.',
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What Talent collects about you, why, who sees it, and how you control it.',
    sections: [
      {
        title: 'What we collect',
        text: 'The facts you give us (name, email, phone, profile, CV and documents), what you do on Talent (jobs you save and apply to, quiz results, messages), and technical facts needed to keep your account safe (device and sign-in times).',
      },
      {
        title: 'Why we use it',
        text: 'To run your account, match you with jobs, pass your application to the companies you apply to, send the notices you choose in Settings, and protect Talent against abuse. We do not sell your personal data.',
      },
      {
        title: 'Who sees it',
        text: 'A company sees your profile when you apply to it or it invites you. Your talent advocate sees it to help you. Service providers that host and mail for us see only what they need. A certificate shows your name and score to anyone with its id.',
      },
      {
        title: 'How long we keep it',
        text: 'While your account is active, and for up to two years after you deactivate it, unless the law requires longer.',
      },
      {
        title: 'Your rights',
        text: 'You can see, correct and download your data from your profile, ask us to delete it, and withdraw consent to optional mail at any time, in line with the Personal Data Protection Law (UU PDP No. 27 of 2022). Write to privacy@talent.example.com.',
      },
    ],
    updated: 'Last updated on 27 November 2026.',
  },
} as const;
