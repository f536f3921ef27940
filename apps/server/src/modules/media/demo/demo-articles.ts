import type { BlogIllustration } from '@talent/contract';

/** The demo blog: articles a job seeker in Indonesia would read, newest first by `daysAgo`. */
export interface DemoArticle {
  title: string;
  category: string;
  illustration: BlogIllustration;
  daysAgo: number;
  excerpt: string;
  body: string[];
}

export const demoArticles: readonly DemoArticle[] = [
  {
    title: 'How to write a CV that recruiters in Jakarta actually read',
    category: 'Career Tips',
    illustration: 'career',
    daysAgo: 1,
    excerpt:
      'Recruiters spend well under a minute on a first read. Put your strongest evidence where their eyes land first.',
    body: [
      'Most recruiters we work with read a CV in two passes: a quick scan for the role, the company names and the dates, and only then a careful read of the candidates who pass the scan. Your job is to survive the scan.',
      'Start with a two-line summary that names the role you want and the result you are proudest of. "Backend engineer who cut checkout latency by 40% at an e-commerce company" says more than a paragraph of adjectives.',
      'Under each job, lead with outcomes and numbers, not duties. Keep it to two pages, save it as a PDF, and name the file with your name so it is easy to find again.',
    ],
  },
  {
    title: 'Gross or nett? Reading an Indonesian salary offer',
    category: 'Salary',
    illustration: 'salary',
    daysAgo: 3,
    excerpt: 'The same number can mean very different take-home pay. Here is what to ask before you accept.',
    body: [
      'A gross salary is before income tax (PPh 21) and your share of BPJS contributions; a nett salary is what lands in your account. Companies in Indonesia quote both, so always confirm which one an offer means.',
      'Ask whether the company pays the tax for you (a "nett" arrangement), whether THR is one month of base salary, and which allowances are fixed and which depend on attendance.',
      'Use the salary calculator on Talent to see what people in your role and experience earn, and the take-home card to turn a gross offer into a monthly figure before you negotiate.',
    ],
  },
  {
    title: 'Five questions to ask at the end of every interview',
    category: 'Interviews',
    illustration: 'interview',
    daysAgo: 5,
    excerpt:
      '"Do you have any questions for us?" is not a formality. It is your chance to interview the company.',
    body: [
      'Ask what success looks like after three months in the role. The answer tells you whether expectations are clear and realistic.',
      'Ask who you would work with most closely, how the team decides what to build next, and what the last person in this role went on to do.',
      'Finally, ask about the next steps and when you can expect to hear back. It shows you are serious, and it saves you a week of refreshing your inbox.',
    ],
  },
  {
    title: 'The skills Indonesian tech companies hired for most this year',
    category: 'Market Insights',
    illustration: 'skills',
    daysAgo: 8,
    excerpt:
      'Cloud, data and product skills led the listings, but communication showed up in nearly every one.',
    body: [
      'Across the jobs published on Talent this year, SQL, cloud platforms and React appeared most often in engineering roles, while data analysis and stakeholder management led in business roles.',
      'Almost every listing asked for clear written communication in English and Bahasa Indonesia. Remote and hybrid roles asked for it even more.',
      'If you are choosing what to learn next, a skill assessment on Talent tells you where you stand, and the certificate appears on your profile for companies to see.',
    ],
  },
  {
    title: 'Remote, hybrid or onsite: choosing the working system that fits you',
    category: 'Workplace',
    illustration: 'workplace',
    daysAgo: 10,
    excerpt: 'Each arrangement has costs that do not show up in the salary. Count them before you decide.',
    body: [
      'Onsite work in Jakarta can mean two hours of commuting a day. Remote work saves that time but asks for discipline and a quiet place to work.',
      'Hybrid roles are the most common on Talent. Ask how many office days are fixed, and whether the team actually uses them for meetings or just works side by side on laptops.',
      'Set your preferred working system in your profile preferences, and the job listing will match you to roles that fit.',
    ],
  },
  {
    title: 'Negotiating your first offer without burning the bridge',
    category: 'Salary',
    illustration: 'salary',
    daysAgo: 12,
    excerpt: 'A counteroffer is normal. Make it specific, make it once, and keep it friendly.',
    body: [
      'Thank the company first, then name one number, backed by evidence: market data for your role, a competing offer, or what you earn today.',
      'Negotiate the whole package, not only the base salary: a signing bonus, an earlier review date or a remote day can be easier for a company to give.',
      'On Talent you can answer an offer with your own salary and attach your pay slip, so the company sees your case in one place.',
    ],
  },
  {
    title: 'What a talent advocate does for you',
    category: 'Using Talent',
    illustration: 'career',
    daysAgo: 15,
    excerpt:
      'Your advocate knows the companies, prepares you for interviews and speaks up for you when offers arrive.',
    body: [
      'Every talent who joins the marketplace gets an advocate: a person on our team who reads your profile, suggests roles and explains what each company looks for.',
      'Before an interview, your advocate can tell you who you will meet and what they care about. After it, they collect the feedback so you are not left guessing.',
      'When an offer comes, they help you compare it with the market. Tell us how they did in the rating on your dashboard.',
    ],
  },
  {
    title: 'A 30-minute plan to prepare for a technical interview',
    category: 'Interviews',
    illustration: 'interview',
    daysAgo: 18,
    excerpt:
      'You cannot learn a new field the night before. You can make sure what you know comes out clearly.',
    body: [
      'Spend ten minutes re-reading the job description and noting the three skills it repeats. Those are the topics you will be asked about.',
      'Spend ten minutes preparing two stories about projects where you used those skills: the problem, what you did, and the result.',
      'Spend the last ten minutes on logistics: test your camera and microphone, open the meeting link, and keep water and a notebook within reach.',
    ],
  },
  {
    title: 'Why your profile photo matters more than you think',
    category: 'Career Tips',
    illustration: 'career',
    daysAgo: 21,
    excerpt: 'Profiles with a clear photo get noticeably more views from companies. It takes five minutes.',
    body: [
      'Companies browsing talent see dozens of profiles in a row. A friendly, well-lit photo makes yours easier to remember.',
      'Use a recent photo with a plain background, your face filling most of the frame. A phone camera near a window is enough.',
      'Upload it from your personal information page; the profile meter tells you what else would make your profile stronger.',
    ],
  },
  {
    title: 'From intern to full-time: how to turn an internship into an offer',
    category: 'Career Growth',
    illustration: 'growth',
    daysAgo: 24,
    excerpt: 'The interns who get offers are rarely the ones who worked the longest hours.',
    body: [
      'Agree on goals with your supervisor in the first week and check in on them every two weeks. It turns a vague internship into a record of results.',
      'Take on one small project you can own from start to finish, and write a short summary of what you delivered.',
      'Two weeks before the end, ask directly whether there is a path to a full-time role, and what you would need to show to get it.',
    ],
  },
  {
    title: 'Understanding BPJS deductions on your pay slip',
    category: 'Salary',
    illustration: 'salary',
    daysAgo: 27,
    excerpt: 'Health and employment insurance come out of every pay slip. Here is what each line means.',
    body: [
      'BPJS Kesehatan covers health insurance; the employee usually pays 1% of salary and the employer 4%, up to a ceiling.',
      'BPJS Ketenagakerjaan covers old-age savings (JHT), pension (JP), work accidents and death. Your share of JHT is 2% and of JP 1%.',
      'These contributions are part of why a gross salary and a take-home figure differ. The take-home card on Talent accounts for them.',
    ],
  },
  {
    title: 'How to answer "Tell me about yourself" in under two minutes',
    category: 'Interviews',
    illustration: 'interview',
    daysAgo: 30,
    excerpt: 'Present, past, future: a simple structure that keeps your answer short and relevant.',
    body: [
      'Start with the present: what you do now and one result you are proud of.',
      'Then the past: the one or two experiences that led you here and taught you what this role needs.',
      'End with the future: why this role at this company is the next step you want. Practise it aloud until it fits in ninety seconds.',
    ],
  },
  {
    title: 'Career switch at 30: a practical path into data analysis',
    category: 'Career Growth',
    illustration: 'growth',
    daysAgo: 34,
    excerpt:
      'Many analysts started in finance, operations or marketing. Your domain knowledge is an advantage.',
    body: [
      'Learn SQL and one spreadsheet tool well before anything else; they cover most of the day-to-day work of a junior analyst.',
      'Build two small projects with public data from your current industry, and write up what you found in plain language.',
      'Take the SQL and Excel assessments on Talent to show companies your level, and set your job category to Data so matched roles find you.',
    ],
  },
  {
    title: 'What companies mean by "culture fit", and what to do about it',
    category: 'Workplace',
    illustration: 'workplace',
    daysAgo: 38,
    excerpt: 'Culture fit should mean shared ways of working, not shared hobbies. Ask about the former.',
    body: [
      'Good teams look for people who work the way the team works: how decisions are made, how feedback is given, how deadlines are handled.',
      'In interviews, ask how the team handled its last disagreement or missed deadline. The answer shows the culture better than any values poster.',
      'If the answers worry you, that is useful information too. An offer is only good if you would be happy to accept it.',
    ],
  },
  {
    title: 'Writing an "About me" that makes companies want to talk to you',
    category: 'Career Tips',
    illustration: 'career',
    daysAgo: 42,
    excerpt: 'Three sentences: what you do, what you are good at, and what you are looking for next.',
    body: [
      'Companies read your About section to decide whether to read the rest. Make the first sentence about your work, not your personality.',
      'In the second sentence, give evidence: a result, a tool you master, or a kind of problem you love to solve.',
      'In the third, say what you want next. It helps advocates and companies suggest the right roles.',
    ],
  },
  {
    title: 'Notice periods in Indonesia: how to leave your job gracefully',
    category: 'Workplace',
    illustration: 'workplace',
    daysAgo: 46,
    excerpt: 'Thirty days is common. Check your contract, then plan a handover your team will thank you for.',
    body: [
      'Most permanent contracts ask for one month of notice; some senior roles ask for more. Check yours before you accept a new offer.',
      'Tell your manager in person first, then confirm in writing with your last working day.',
      'Write a handover document with open tasks, contacts and where files live. It protects your reputation in an industry where people meet again.',
    ],
  },
  {
    title: 'Skill certificates: do they help you get hired?',
    category: 'Using Talent',
    illustration: 'skills',
    daysAgo: 50,
    excerpt: 'A certificate will not replace experience, but it gives companies a reason to look closer.',
    body: [
      'When two profiles look alike, a verified skill score is an easy way for a company to choose whom to call first.',
      'Talent certificates carry a public id that anyone can check, so a company can verify them in seconds.',
      'Take the assessments recommended for your job category; passing ones appear on your profile automatically.',
    ],
  },
  {
    title: 'The follow-up email after an interview, with a template',
    category: 'Interviews',
    illustration: 'interview',
    daysAgo: 55,
    excerpt: 'Short, specific and sent within a day. That is the whole secret.',
    body: [
      'Thank the interviewer for their time, mention one thing from the conversation that made you more interested in the role, and restate in one sentence why you are a good fit.',
      'Keep it under 120 words. Long follow-ups are rarely read to the end.',
      'If you have not heard back by the date they gave you, a polite one-line check-in is perfectly fine.',
    ],
  },
  {
    title: 'Jakarta, Bandung or Surabaya: where the jobs were this quarter',
    category: 'Market Insights',
    illustration: 'growth',
    daysAgo: 60,
    excerpt: 'Jakarta still leads, but remote roles and regional hubs are growing fast.',
    body: [
      'More than half of the jobs published on Talent this quarter were based in Greater Jakarta, led by technology, finance and retail companies.',
      'Bandung and Yogyakarta grew fastest in engineering roles, often hybrid, while Surabaya led in manufacturing and logistics.',
      'Add up to six work locations in your preferences, including Remote, to see every role that fits where you want to live.',
    ],
  },
  {
    title: 'Rejected after the final round? What to do next',
    category: 'Career Growth',
    illustration: 'growth',
    daysAgo: 66,
    excerpt: 'A "no" after the last interview hurts. It is also the best moment to ask for feedback.',
    body: [
      'Reply graciously and ask for one or two things you could do better. Many companies will answer, especially through your advocate.',
      'Write down what you would answer differently while the interviews are still fresh.',
      'Companies often reopen roles or remember strong runners-up. Staying polite keeps that door open.',
    ],
  },
];
