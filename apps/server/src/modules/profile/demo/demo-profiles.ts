import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { UploadKind } from '@talent/contract';
import {
  cities,
  type Database,
  demoGeneratedTalents,
  generateTalentProfiles,
  skillSets,
  talentProfiles,
  users,
} from '@talent/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { createEventPublisher } from '../../../platform/events/events.ts';
import { createAttemptLimiter } from '../../../platform/limits/attempt-limits.ts';
import { createAttemptsRepository } from '../../../platform/limits/attempts.repository.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { Storage, UploadedFile } from '../../../platform/storage/index.ts';
import { createProfileRepository } from '../profile.repository.ts';
import { createProfileService, uploadRulesOf } from '../profile.service.ts';
import { portraitPng, simplePdf } from './demo-files.ts';

/**
 * The demo's profiles: `talent@example.com` with every section filled, a photo and a CV;
 * `onboarding@example.com` with onboarding step 1 done; and generated talents for the salary and
 * matching features. Saved through the profile service, so the demo obeys every rule a talent
 * meets. Runs once: a talent that already has a profile is left as it is.
 */

const quietMailer: Mailer = { delivery: 'database', send: async () => undefined };

async function idsByName(db: Database, table: typeof skillSets | typeof cities, names: readonly string[]) {
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.name, [...names]));
  return names.map((name) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`Demo profile names "${name}", which is not in the master data`);
    return row.id;
  });
}

async function store(
  storage: Storage,
  kind: UploadKind,
  bytes: Buffer,
  clientName: string,
): Promise<UploadedFile> {
  return { ...(await storage.save(Readable.from([bytes]), uploadRulesOf(kind))), clientName };
}

async function talentIdOf(db: Database, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  return row?.id;
}

async function hasProfile(db: Database, talentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: talentProfiles.talentId })
    .from(talentProfiles)
    .where(eq(talentProfiles.talentId, talentId));
  return Boolean(row);
}

const cvLines = [
  'Senior Backend Engineer - Jakarta, Indonesia - talent@example.com',
  '# Summary',
  'Backend engineer with 8 years in payments and marketplaces. Builds calm, observable services in Go',
  'and PostgreSQL, and mentors engineers through design reviews and on-call.',
  '# Experience',
  'Gojek - Senior Backend Engineer (2021 - now)',
  '  Led the move of driver payouts to an event-sourced ledger; failed payouts fell by 70%.',
  'Tokopedia - Backend Engineer (2018 - 2021)',
  '  Built the seller settlement service handling 4 million orders a day.',
  'Bukalapak - Software Engineer (2016 - 2018)',
  '  Shipped the first version of the promotions engine.',
  '# Education',
  "Universitas Indonesia - Bachelor's Degree, Computer Science (2012 - 2016), GPA 3.62 / 4.00",
  '# Skills',
  'Go, PostgreSQL, Kubernetes, Microservices, Redis, System Design, Docker',
  '# Certificates',
  'AWS Certified Solutions Architect - Associate (2023)',
];

/** The profile service as the seed uses it: no mail leaves, and nothing listens to its saves yet. */
function demoProfileService(db: Database, storage: Storage) {
  return createProfileService({
    repository: createProfileRepository(db),
    storage,
    mailer: quietMailer,
    secret: 'demo-seed',
    publicUrl: 'http://localhost',
    now: () => new Date(),
    events: createEventPublisher(() => undefined),
    attempts: createAttemptLimiter({ repository: createAttemptsRepository(db), now: () => new Date() }),
  });
}

/** The seed keeps each account's email, so no email change is asked for and no session is kept. */
const noSession = 0;

async function seedFullProfile(db: Database, storage: Storage, talentId: number) {
  const service = demoProfileService(db, storage);
  const [jakarta, bandung, denpasar] = await idsByName(db, cities, ['Jakarta', 'Bandung', 'Denpasar']);
  const skills = await idsByName(db, skillSets, [
    'Go',
    'PostgreSQL',
    'Kubernetes',
    'Microservices',
    'Redis',
    'System Design',
    'Docker',
  ]);
  const photo = await store(storage, 'image', portraitPng(), 'rina.png');
  await service.savePersonal(
    talentId,
    {
      fullname: 'Rina Kartika Sari',
      email: 'talent@example.com',
      phone: '+62 812 3456 7890',
      birth_date: '1994-05-17',
      city_id: jakarta as number,
      about:
        'Backend engineer with eight years in payments and marketplaces. I like calm on-call rotations, clear ownership and services that explain themselves through good metrics. Currently leading the payouts ledger at a ride-hailing company and mentoring four engineers.',
    },
    photo,
    noSession,
  );
  await service.saveSkills(talentId, {
    skill_ids: skills,
    languages: [
      { language_id: 1, language_level_id: 5 },
      { language_id: 2, language_level_id: 4 },
      { language_id: 3, language_level_id: 3 },
    ],
  });
  await service.saveExperiences(talentId, {
    experiences: [
      {
        company: { id: 1, name: '' },
        position_name: 'Senior Backend Engineer',
        position_level_id: 5,
        start_date: '2021-03-01',
        end_date: null,
        is_now: true,
        description:
          'Led the move of driver payouts to an event-sourced ledger; failed payouts fell by 70 percent. Mentor to four engineers.',
      },
      {
        company: { id: 2, name: '' },
        position_name: 'Backend Engineer',
        position_level_id: 4,
        start_date: '2018-06-01',
        end_date: '2021-02-01',
        is_now: false,
        description: 'Built the seller settlement service handling four million orders a day.',
      },
      {
        company: { id: 5, name: '' },
        position_name: 'Software Engineer',
        position_level_id: 3,
        start_date: '2016-08-01',
        end_date: '2018-05-01',
        is_now: false,
        description: 'Shipped the first version of the promotions engine.',
      },
    ],
  });
  await service.savePreferences(talentId, {
    position_category_id: 1,
    position_function_id: 101,
    position_level_id: 6,
    years_of_experience: 8,
    working_system_id: 3,
    availability_id: 1,
    company_size_id: 5,
    opportunity_id: 2,
    work_location_ids: [jakarta as number, bandung as number, denpasar as number],
    industry_ids: [4, 3],
    cur_min_sal: 32_000_000,
    expected_salary: 40_000_000,
    salary_type: 'gross',
    salary_negotiable: true,
    notice_period_id: 3,
    exp_other: 'A team that owns its services end to end',
    reason: 'Looking to lead a platform team at a fintech',
  });
  await service.saveEducations(talentId, {
    TalentEducation: [
      {
        ID: 0,
        University: { ID: 1, Name: '' },
        DegreeID: 6,
        Major: { ID: 1, Name: '' },
        GPA: 3.62,
        GPAOutOf: 4,
        StartDate: '2012-08-01',
        EndDate: '2016-07-01',
      },
    ],
  });
  await service.saveCertificates(talentId, {
    certificates: [
      {
        certification_id: 3,
        name: 'AWS Certified Solutions Architect - Associate',
        issuer: 'Amazon Web Services',
        year: 2023,
        url: 'https://aws.amazon.com/certification/certified-solutions-architect-associate/',
      },
      {
        certification_id: null,
        name: 'Certified Kubernetes Application Developer',
        issuer: 'The Linux Foundation',
        year: 2022,
        url: null,
      },
    ],
  });
  await service.saveAchievements(talentId, {
    achievements: [
      {
        title: 'Winner, Gojek internal hackathon',
        year: 2022,
        description: 'First of 80 teams with a payout reconciliation bot',
      },
      { title: 'Speaker at GopherCon Indonesia', year: 2023, description: 'Talk on idempotent payment APIs' },
    ],
  });
  await service.savePublications(talentId, {
    publications: [
      {
        title: 'Idempotent payouts at scale',
        publisher: 'Gojek Engineering Blog',
        published_on: '2023-04-12',
        url: 'https://www.gojek.io/blog',
        description: 'How a ledger and idempotency keys stopped double payouts',
      },
    ],
  });
  await service.saveProjects(talentId, {
    projects: [
      {
        name: 'Open-source ledger library',
        project_type_id: 8,
        start_date: '2022-01-01',
        end_date: null,
        url: 'https://github.com/example/ledger',
        description: 'A small double-entry ledger for Go services',
      },
      {
        name: 'Seller settlement service',
        project_type_id: 1,
        start_date: '2019-02-01',
        end_date: '2020-11-01',
        url: null,
        description: 'Daily settlement for a marketplace of two million sellers',
      },
    ],
  });
  const portfolio = await store(
    storage,
    'portfolio',
    simplePdf('Payouts ledger: a case study', [
      '# The problem',
      'Drivers were paid twice or not at all when a bank call timed out.',
      '# What we built',
      'An event-sourced ledger with idempotency keys and daily reconciliation.',
      '# Outcome',
      'Failed payouts fell by 70 percent; support tickets about pay halved.',
    ]),
    'payouts-case-study.pdf',
  );
  await service.savePortfolio(
    talentId,
    {
      id: null,
      title: 'Payouts ledger case study',
      description: 'How we cut failed driver payouts by 70 percent',
      url: null,
    },
    portfolio,
  );
  const cv = await store(storage, 'cv', simplePdf('Rina Kartika Sari', cvLines), 'Rina Kartika Sari CV.pdf');
  await service.saveCv(talentId, cv, { finishOnboarding: false });
  const letter = await store(
    storage,
    'document',
    simplePdf('Reference letter', ['To whom it may concern,', 'Rina worked with us from 2018 to 2021 ...']),
    'Reference letter Tokopedia.pdf',
  );
  await service.addDocument(talentId, letter);
  const tokenHash = createHash('sha256').update(randomBytes(24)).digest('hex');
  const repository = createProfileRepository(db);
  await repository.insertReference({
    talentId,
    name: 'Agus Pratama',
    email: 'agus.pratama@example.com',
    relationshipId: 1,
    company: 'Gojek',
    tokenHash,
  });
  await repository.answerReference(
    tokenHash,
    'Rina led our payouts team calmly through two peak seasons and made the on-call rotation something people volunteer for.',
    new Date(),
  );
}

async function seedStepOne(db: Database, storage: Storage, talentId: number) {
  const service = demoProfileService(db, storage);
  const [surabaya] = await idsByName(db, cities, ['Surabaya']);
  await service.completeStep1(talentId, {
    fullname: 'Budi Santoso',
    phone: '+62 813 1111 2222',
    birth_date: '1998-11-02',
    city_id: surabaya as number,
    about:
      'Fresh graduate in information systems who enjoys turning messy spreadsheets into tidy dashboards.',
  });
}

/** Seeds the demo profiles once, and the generated talents up to `generated`. */
export async function seedDemoProfiles(
  db: Database,
  storage: Storage,
  options: { generated?: number } = {},
): Promise<void> {
  const talent = await talentIdOf(db, 'talent@example.com');
  if (talent !== undefined && !(await hasProfile(db, talent))) await seedFullProfile(db, storage, talent);
  const onboarding = await talentIdOf(db, 'onboarding@example.com');
  if (onboarding !== undefined && !(await hasProfile(db, onboarding)))
    await seedStepOne(db, storage, onboarding);
  await generateTalentProfiles(db, { count: options.generated ?? demoGeneratedTalents });
}
