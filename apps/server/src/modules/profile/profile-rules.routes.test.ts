import {
  accountMessages,
  phoneLengthMessage,
  profileLimits,
  profileMessages,
  shiftYears,
  toIsoDate,
} from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type ProfileTestApp, startProfileTestApp } from './testing/profile-test-app.ts';

/**
 * Every profile rule of spec section 5 that `profile.routes.test.ts` does not already show, with
 * the form bypassed: an otherwise valid body straight to the section's PATCH, answered 400 with the
 * spec's message at the field, and the saved profile left exactly as it was.
 */

let subject: ProfileTestApp;
let talent: { id: number; auth: { authorization: string } };

const base = '/api/talent/v1';
const today = new Date();
const daysFromToday = (days: number) => toIsoDate(new Date(today.getTime() + days * 86_400_000));
const yearsFromToday = (years: number) => toIsoDate(shiftYears(today, years));
const thisYear = today.getUTCFullYear();

const personal = {
  fullname: 'Rina Kartika',
  email: 'rina@example.com',
  phone: '+62 812-3456-7890',
  birth_date: '1994-05-17',
  city_id: '1',
  about: 'Backend engineer who likes payment systems and calm on-call rotations.',
};

const experience = {
  company: { id: 0, name: 'Warung Pintar Nusantara' },
  position_name: 'Senior Backend Engineer',
  position_level_id: 5,
  start_date: '2021-02-01',
  end_date: '2023-02-01',
  is_now: false,
  description: 'Led the move of payouts to an event-sourced ledger.',
};

const education = {
  ID: 0,
  University: { ID: 0, Name: 'Institut Teknologi Nusantara Baru', Oversea: false },
  DegreeID: 7,
  Major: { ID: 0, Name: 'Computer Science' },
  GPA: 3.61,
  GPAOutOf: 4,
  StartDate: '2012-08-01',
  EndDate: '2016-07-01',
};

const preference = {
  position_category_id: 1,
  position_function_id: 101,
  position_level_id: 4,
  working_system_id: 1,
  availability_id: 1,
  company_size_id: 1,
  work_location_ids: [1, 2],
  industry_ids: [1],
  cur_min_sal: 15_000_000,
  expected_salary: 20_000_000,
  salary_type: 'nett',
  notice_period_id: 3,
};

const certificate = {
  name: 'AWS Solutions Architect',
  year: thisYear - 1,
  url: 'https://aws.example.com/c/1',
};
const achievement = { title: 'Hackathon winner', year: thisYear - 2, description: 'First of 80 teams' };
const publication = { title: 'Idempotent payouts', url: 'https://blog.example.com/payouts' };
const project = { name: 'Ledger', project_type_id: 1, url: 'https://github.com/rina/ledger' };
const portfolio = {
  'TalentPortfolio.Title': 'Payments case study',
  'TalentPortfolio.Description': 'How we cut failed payouts',
  'TalentPortfolio.PortfolioURL': 'https://rina.example.com/case',
};

/** A section save: where it goes, and its valid body with one change made to it. */
interface Section {
  path: string;
  multipart?: boolean;
  body: (change: Record<string, unknown>) => Record<string, unknown>;
}

/** The body with a change; a field changed to `undefined` is left out, as a bypassed form may send it. */
function changed(value: Record<string, unknown>, change: Record<string, unknown>) {
  const body = { ...value, ...change };
  for (const [key, next] of Object.entries(change)) if (next === undefined) delete body[key];
  return body;
}

const sections = {
  personal: { path: 'personal/edit', multipart: true, body: (change) => changed(personal, change) },
  experience: {
    path: 'experience/edit',
    body: (change) => ({ experiences: [changed(experience, change)] }),
  },
  education: {
    path: 'education/edit',
    body: (change) => ({ TalentEducation: [changed(education, change)] }),
  },
  preference: { path: 'preference/edit', body: (change) => changed(preference, change) },
  certificate: {
    path: 'certificate/edit',
    body: (change) => ({ certificates: [changed(certificate, change)] }),
  },
  achievement: {
    path: 'achievement/edit',
    body: (change) => ({ achievements: [changed(achievement, change)] }),
  },
  publication: {
    path: 'publication/edit',
    body: (change) => ({ publications: [changed(publication, change)] }),
  },
  project: { path: 'project/edit', body: (change) => ({ projects: [changed(project, change)] }) },
  portfolio: { path: 'portfolio/edit', multipart: true, body: (change) => changed(portfolio, change) },
} satisfies Record<string, Section>;

type SectionName = keyof typeof sections;

async function save(section: Section, body: Record<string, unknown>) {
  const url = `${base}/talent/${talent.id}/${section.path}`;
  if (!section.multipart) {
    return subject.call({ method: 'PATCH', url, headers: talent.auth, payload: body });
  }
  const form = await multipart(body as Record<string, string>);
  return subject.call({
    method: 'PATCH',
    url,
    headers: { ...talent.auth, ...form.headers },
    payload: form.payload,
  });
}

async function savedTalent() {
  const { status, body } = await subject.call({
    method: 'GET',
    url: `${base}/talent/${talent.id}`,
    headers: talent.auth,
  });
  expect(status).toBe(200);
  return body.data;
}

beforeAll(async () => {
  subject = await startProfileTestApp();
  talent = await subject.newTalent('rina@example.com');
  for (const section of Object.values(sections) as Section[]) {
    const { status, body } = await save(section, section.body({}));
    expect(status, `${section.path}: ${JSON.stringify(body.fields ?? body.error)}`).toBe(200);
  }
});

afterAll(async () => {
  await subject?.close();
});

/** [the rule, the section, the change to its valid body, the field, the spec's message] */
const rules: [string, SectionName, Record<string, unknown>, string, string][] = [
  // Personal information
  ['full name under 3', 'personal', { fullname: 'Ri' }, 'fullname', accountMessages.fullNameLength],
  [
    'full name over 255',
    'personal',
    { fullname: 'R'.repeat(256) },
    'fullname',
    accountMessages.fullNameLength,
  ],
  [
    'email over 50',
    'personal',
    { email: `${'r'.repeat(39)}@example.com` },
    'email',
    accountMessages.emailTooLong,
  ],
  [
    'phone under 6',
    'personal',
    { phone: '12345' },
    'phone',
    phoneLengthMessage(profileLimits.phoneMin, profileLimits.phoneMax),
  ],
  [
    'phone over 18',
    'personal',
    { phone: '1'.repeat(19) },
    'phone',
    phoneLengthMessage(profileLimits.phoneMin, profileLimits.phoneMax),
  ],
  [
    'birth date in the future',
    'personal',
    { birth_date: daysFromToday(2) },
    'birth_date',
    profileMessages.birthDateInFuture,
  ],
  ['about under 5', 'personal', { about: 'Hey' }, 'about', profileMessages.aboutLength],

  // Links
  [
    'a link without a real host',
    'project',
    { url: 'https://ledger' },
    'projects.0.url',
    profileMessages.invalidLink,
  ],
  [
    'a link that does not parse',
    'publication',
    { url: 'http://blog example.com/payouts' },
    'publications.0.url',
    profileMessages.invalidLink,
  ],
  [
    'a link of only a scheme',
    'certificate',
    { url: 'https://' },
    'certificates.0.url',
    profileMessages.invalidLink,
  ],
  [
    'a portfolio link without a real host',
    'portfolio',
    { 'TalentPortfolio.PortfolioURL': 'https://portfolio' },
    'TalentPortfolio.PortfolioURL',
    profileMessages.invalidLink,
  ],

  // Salary
  ['salary as text', 'preference', { cur_min_sal: '15.000.000' }, 'cur_min_sal', profileMessages.numbersOnly],
  [
    'salary with a fraction',
    'preference',
    { expected_salary: 20_000_000.5 },
    'expected_salary',
    profileMessages.numbersOnly,
  ],
  [
    'current salary left out',
    'preference',
    { cur_min_sal: undefined },
    'cur_min_sal',
    profileMessages.required,
  ],
  [
    'expected salary left out',
    'preference',
    { expected_salary: undefined },
    'expected_salary',
    profileMessages.required,
  ],

  // Required selects of the preference
  [
    'job category',
    'preference',
    { position_category_id: undefined },
    'position_category_id',
    profileMessages.required,
  ],
  [
    'position function',
    'preference',
    { position_function_id: undefined },
    'position_function_id',
    profileMessages.required,
  ],
  [
    'position level',
    'preference',
    { position_level_id: undefined },
    'position_level_id',
    profileMessages.required,
  ],
  [
    'working system',
    'preference',
    { working_system_id: undefined },
    'working_system_id',
    profileMessages.required,
  ],
  ['availability', 'preference', { availability_id: null }, 'availability_id', profileMessages.required],
  ['company size', 'preference', { company_size_id: undefined }, 'company_size_id', profileMessages.required],
  ['company size of id 0', 'preference', { company_size_id: 0 }, 'company_size_id', profileMessages.required],
  ['salary type', 'preference', { salary_type: undefined }, 'salary_type', profileMessages.required],
  [
    'salary type not nett or gross',
    'preference',
    { salary_type: 'net' },
    'salary_type',
    profileMessages.required,
  ],
  ['work locations', 'preference', { work_location_ids: [] }, 'work_location_ids', profileMessages.required],
  ['preferred industry', 'preference', { industry_ids: [] }, 'industry_ids', profileMessages.required],

  // Education
  [
    'education start in the future',
    'education',
    { StartDate: daysFromToday(2), EndDate: yearsFromToday(4) },
    'TalentEducation.0.StartDate',
    profileMessages.startInFuture,
  ],
  [
    'graduation before the start',
    'education',
    { EndDate: '2011-08-01' },
    'TalentEducation.0.EndDate',
    profileMessages.endBeforeStart,
  ],
  [
    'graduation date left empty',
    'education',
    { EndDate: '' },
    'TalentEducation.0.EndDate',
    profileMessages.graduationDateRequired,
  ],
  [
    'graduation date left out',
    'education',
    { EndDate: undefined },
    'TalentEducation.0.EndDate',
    profileMessages.graduationDateRequired,
  ],
  [
    'education start left out',
    'education',
    { StartDate: '' },
    'TalentEducation.0.StartDate',
    profileMessages.startDateRequired,
  ],

  // Experience
  [
    'experience start over 50 years back',
    'experience',
    { start_date: yearsFromToday(-51) },
    'experiences.0.start_date',
    profileMessages.startTooEarly,
  ],
  [
    'experience start in the future',
    'experience',
    { start_date: daysFromToday(2), end_date: null, is_now: true },
    'experiences.0.start_date',
    profileMessages.startInFuture,
  ],
  [
    'experience end before the start',
    'experience',
    { end_date: '2020-12-01' },
    'experiences.0.end_date',
    profileMessages.endBeforeStart,
  ],
  [
    'experience end beyond next month',
    'experience',
    { end_date: daysFromToday(70) },
    'experiences.0.end_date',
    profileMessages.endBeyondNextMonth,
  ],
  [
    'position name characters',
    'experience',
    { position_name: 'Engineer #1' },
    'experiences.0.position_name',
    profileMessages.nameCharacters,
  ],
  [
    'position name under 3',
    'experience',
    { position_name: 'QA' },
    'experiences.0.position_name',
    profileMessages.nameLength,
  ],
  [
    'position title left empty',
    'experience',
    { position_name: ' ' },
    'experiences.0.position_name',
    profileMessages.required,
  ],
  [
    'typed company name characters',
    'experience',
    { company: { id: 0, name: 'Warung & Co' } },
    'experiences.0.company.name',
    profileMessages.nameCharacters,
  ],
  [
    'typed company name over 255',
    'experience',
    { company: { id: 0, name: 'W'.repeat(256) } },
    'experiences.0.company.name',
    profileMessages.nameLength,
  ],
  [
    'experience period left out',
    'experience',
    { start_date: undefined },
    'experiences.0.start_date',
    profileMessages.startDateRequired,
  ],
  [
    'an email in the experience description',
    'experience',
    { description: 'Reach me at rina@mail.id' },
    'experiences.0.description',
    profileMessages.emailNotAllowed,
  ],

  // Contact details in the short texts
  [
    'an email in an achievement',
    'achievement',
    { description: 'Mail rina@mail.id for the slides' },
    'achievements.0.description',
    profileMessages.emailNotAllowed,
  ],
  [
    'a link in an achievement',
    'achievement',
    { description: 'Slides on http://slides.example' },
    'achievements.0.description',
    profileMessages.urlNotAllowed,
  ],
  [
    'a link in a publication',
    'publication',
    { description: 'Also on www.rina.dev' },
    'publications.0.description',
    profileMessages.urlNotAllowed,
  ],
  [
    'a long number in a publication',
    'publication',
    { description: 'Call 0812 3456 7890 for a copy' },
    'publications.0.description',
    profileMessages.longNumberNotAllowed,
  ],
  [
    'a long number in a project',
    'project',
    { description: 'WhatsApp 081234567890' },
    'projects.0.description',
    profileMessages.longNumberNotAllowed,
  ],
  [
    'an email in a project',
    'project',
    { description: 'Ask rina@mail.id' },
    'projects.0.description',
    profileMessages.emailNotAllowed,
  ],
  [
    'an email in a portfolio',
    'portfolio',
    { 'TalentPortfolio.Description': 'Write to rina@mail.id' },
    'TalentPortfolio.Description',
    profileMessages.emailNotAllowed,
  ],
  [
    'a link in a portfolio',
    'portfolio',
    { 'TalentPortfolio.Description': 'See rina.com for more' },
    'TalentPortfolio.Description',
    profileMessages.urlNotAllowed,
  ],
  [
    'a short text of 1 character',
    'achievement',
    { description: 'x' },
    'achievements.0.description',
    profileMessages.shortTextMin,
  ],
  [
    'a short text over 250',
    'project',
    { description: 'x'.repeat(251) },
    'projects.0.description',
    profileMessages.maxShortText,
  ],

  // Names and titles
  [
    'achievement title under 3',
    'achievement',
    { title: 'AB' },
    'achievements.0.title',
    profileMessages.minThree,
  ],
  [
    'publication title under 3',
    'publication',
    { title: 'AB' },
    'publications.0.title',
    profileMessages.minThree,
  ],
  ['project name under 3', 'project', { name: 'AB' }, 'projects.0.name', profileMessages.minThree],
  ['certification left empty', 'certificate', { name: '' }, 'certificates.0.name', profileMessages.required],
  [
    'portfolio title left empty',
    'portfolio',
    { 'TalentPortfolio.Title': '  ' },
    'TalentPortfolio.Title',
    profileMessages.portfolioTitleRequired,
  ],
  [
    'portfolio title left out',
    'portfolio',
    { 'TalentPortfolio.Title': undefined },
    'TalentPortfolio.Title',
    profileMessages.portfolioTitleRequired,
  ],
];

describe('profile rules with the form bypassed', () => {
  it.each(rules)(
    'refuses %s with the spec message, keeping the profile',
    async (_rule, name, change, field, message) => {
      const before = await savedTalent();
      const section: Section = sections[name];
      const { status, body } = await save(section, section.body(change));
      expect(status).toBe(400);
      expect(body.fields?.[field], JSON.stringify(body.fields)).toBe(message);
      expect(await savedTalent()).toEqual(before);
    },
  );
});
