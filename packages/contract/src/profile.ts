import { z } from 'zod/mini';
import { accountLimits, emailSchema, fullNameSchema, onboardedSchema } from './accounts.ts';
import { profilePhoneSchema } from './contact-details.ts';
import { defineEndpoint } from './endpoint.ts';
import { otherOptionId, otherPositionFunctionId } from './master-data.ts';
import {
  aboutSchema,
  birthDateSchema,
  checkEducationPeriod,
  checkExperiencePeriod,
  companyOrPositionNameSchema,
  dateSchema,
  descriptionSchema,
  industryIdsSchema,
  linkSchema,
  optionalDate,
  optionIdSchema,
  profileLimits,
  profileMessages,
  salarySchema,
  shortTextSchema,
  skillIdsSchema,
  titleSchema,
  workLocationIdsSchema,
  yearSchema,
} from './profile-rules.ts';

/**
 * The talent profile and onboarding (spec sections 2, 3, 5, 7): what `GET /talent/{query}` answers,
 * and one endpoint per section save. Rules and messages come from `profile-rules.ts`.
 *
 * Paths the spec leaves without a group sit in talent v1; the download of the CV is v2 as the spec
 * says. Ours (not in the spec): file links, deleting an additional document, the referee's answer,
 * and staff's reading of a talent's profile and CV.
 */

// ---------------------------------------------------------------- the talent as the app reads it

const named = z.object({ id: z.number().check(z.int()), name: z.string() });
export type Named = z.infer<typeof named>;

/** A link to a stored file. Links are signed and expire, so an `<img>` can load them without a header. */
export const fileLinkSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().check(z.int()),
  mime: z.string(),
});

export const talentSkillSchema = z.object({ skill_set_id: z.number().check(z.int()), name: z.string() });

export const talentLanguageSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  level: named,
});

export const experienceSchema = z.object({
  id: z.number().check(z.int()),
  company: named,
  position_name: z.string(),
  position_level: z.nullable(named),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  is_now: z.boolean(),
  description: z.nullable(z.string()),
});

export const educationSchema = z.object({
  id: z.number().check(z.int()),
  university: z.extend(named, { oversea: z.boolean() }),
  degree: named,
  major: named,
  gpa: z.number(),
  gpa_out_of: z.number(),
  start_date: z.string(),
  end_date: z.string(),
});

export type Education = z.infer<typeof educationSchema>;

export const certificateSchema = z.object({
  id: z.number().check(z.int()),
  certification_id: z.nullable(z.number().check(z.int())),
  name: z.string(),
  issuer: z.nullable(z.string()),
  year: z.number().check(z.int()),
  url: z.nullable(z.string()),
});

export const achievementSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  year: z.nullable(z.number().check(z.int())),
  description: z.nullable(z.string()),
});

export const publicationSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  publisher: z.nullable(z.string()),
  published_on: z.nullable(z.string()),
  url: z.nullable(z.string()),
  description: z.nullable(z.string()),
});

export const projectSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  project_type: z.nullable(named),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  url: z.nullable(z.string()),
  description: z.nullable(z.string()),
});

export const portfolioSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.nullable(z.string()),
  portfolio_url: z.nullable(z.string()),
  file: z.nullable(fileLinkSchema),
});

export const additionalDocumentSchema = z.extend(fileLinkSchema, { id: z.number().check(z.int()) });

export const referenceSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  relationship: named,
  company: z.nullable(z.string()),
  status: z.enum(['requested', 'answered']),
  answer: z.nullable(z.string()),
  requested_at: z.string(),
  answered_at: z.nullable(z.string()),
});

export const salaryTypes = ['nett', 'gross'] as const;
export type SalaryType = (typeof salaryTypes)[number];

export const preferenceSchema = z.object({
  about: z.nullable(z.string()),
  exp_other: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** Current salary in whole rupiah (the spec's `cur_min_sal`). */
  cur_min_sal: z.nullable(z.number().check(z.int())),
  expected_salary: z.nullable(z.number().check(z.int())),
  salary_type: z.nullable(z.enum(salaryTypes)),
  salary_negotiable: z.boolean(),
  notice_period: z.nullable(named),
  position_category: z.nullable(named),
  position_level: z.nullable(named),
  years_of_experience: z.nullable(z.number().check(z.int())),
  working_system: z.nullable(named),
  availability: z.nullable(named),
  company_size: z.nullable(named),
  opportunity: z.nullable(named),
  work_locations: z.array(named),
  industries: z.array(named),
});

export const talentSchema = z.object({
  id: z.number().check(z.int()),
  type: z.literal('talent'),
  fullname: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  birth_date: z.nullable(z.string()),
  location: z.nullable(named),
  image_url: z.nullable(z.object({ medium: z.string(), thumb: z.string() })),
  cv_url: z.nullable(z.string()),
  cv: z.nullable(fileLinkSchema),
  onboarded: onboardedSchema,
  talent_skills: z.array(talentSkillSchema),
  languages: z.array(talentLanguageSchema),
  position_function: z.nullable(
    z.object({
      id: z.number().check(z.int()),
      name: z.string(),
      position_sub_category: z.object({
        id: z.number().check(z.int()),
        name: z.string(),
        position_category: named,
      }),
    }),
  ),
  /** The name typed for an Other position function (id 999). */
  position_function_other: z.nullable(z.string()),
  position_sub_category: z.nullable(
    z.object({
      id: z.number().check(z.int()),
      name: z.string(),
      position_category_id: z.number().check(z.int()),
    }),
  ),
  preference: preferenceSchema,
  experiences: z.array(experienceSchema),
  educations: z.array(educationSchema),
  talent_certifications: z.array(certificateSchema),
  achievements: z.array(achievementSchema),
  publications: z.array(publicationSchema),
  projects: z.array(projectSchema),
  talent_portfolio: z.array(portfolioSchema),
  additional_documents: z.array(additionalDocumentSchema),
  references_shown: z.boolean(),
  references: z.array(referenceSchema),
});

export type Talent = z.infer<typeof talentSchema>;

// ---------------------------------------------------------------- completeness

/** Profile sections in the order "what to fill next" suggests them, with the share each is worth. */
export const profileSections = [
  { key: 'personal', weight: 15 },
  { key: 'skills', weight: 15 },
  { key: 'experiences', weight: 15 },
  { key: 'preferences', weight: 15 },
  { key: 'education', weight: 15 },
  { key: 'cv', weight: 15 },
  { key: 'certificates', weight: 2 },
  { key: 'achievements', weight: 2 },
  { key: 'projects', weight: 2 },
  { key: 'portfolio', weight: 2 },
  { key: 'publications', weight: 2 },
] as const;

export type ProfileSection = (typeof profileSections)[number]['key'];

function isFilled(talent: Talent, section: ProfileSection): boolean {
  switch (section) {
    case 'personal':
      return Boolean(talent.phone && talent.birth_date && talent.location && talent.preference.about);
    case 'skills':
      return talent.talent_skills.length >= profileLimits.skillsMin;
    case 'experiences':
      return talent.experiences.length > 0;
    case 'preferences':
      return Boolean(talent.position_function && talent.preference.expected_salary);
    case 'education':
      return talent.educations.length > 0;
    case 'cv':
      return talent.cv !== null;
    case 'certificates':
      return talent.talent_certifications.length > 0;
    case 'achievements':
      return talent.achievements.length > 0;
    case 'projects':
      return talent.projects.length > 0;
    case 'portfolio':
      return talent.talent_portfolio.length > 0;
    case 'publications':
      return talent.publications.length > 0;
  }
}

/** Which sections of a profile have what they need to count. */
export type FilledSections = Record<ProfileSection, boolean>;

/** How complete a profile is (0-100) and the sections still empty, most valuable first. */
export function completenessOf(filled: FilledSections): { percent: number; missing: ProfileSection[] } {
  let percent = 0;
  const missing: ProfileSection[] = [];
  for (const section of profileSections) {
    if (filled[section.key]) percent += section.weight;
    else missing.push(section.key);
  }
  return { percent, missing };
}

/** The completeness of a whole talent, as the profile page shows it. */
export function profileCompleteness(talent: Talent): { percent: number; missing: ProfileSection[] } {
  return completenessOf(
    Object.fromEntries(profileSections.map(({ key }) => [key, isFilled(talent, key)])) as FilledSections,
  );
}

// ---------------------------------------------------------------- bodies

const idParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/** Multipart and form fields arrive as text: empty means none, digits become numbers. */
const textNumber = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
  ),
  optionIdSchema,
);
const optionalTextNumber = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value,
  ),
  z.optional(z.nullable(optionIdSchema)),
);

export const personalBodySchema = z.object({
  fullname: fullNameSchema,
  email: emailSchema,
  /** Needed only when `email` differs from the sign-in email (issue 29). */
  current_password: z.optional(z.string().check(z.maxLength(accountLimits.passwordMax))),
  phone: profilePhoneSchema,
  birth_date: birthDateSchema(),
  city_id: textNumber,
  about: aboutSchema,
});

export type PersonalBody = z.infer<typeof personalBodySchema>;

/** Onboarding step 1: who the talent is. */
export const onboardingStep1BodySchema = z.object({
  fullname: fullNameSchema,
  phone: profilePhoneSchema,
  birth_date: birthDateSchema(),
  city_id: optionIdSchema,
  about: aboutSchema,
});

/** The job the talent looks for: category, function (999 with a typed name), level. */
const positionFields = {
  position_category_id: optionIdSchema,
  position_function_id: optionIdSchema,
  position_function_other: z.nullable(
    z.optional(z.string().check(z.trim(), z.maxLength(profileLimits.nameMax))),
  ),
  position_level_id: optionIdSchema,
};

function otherFunctionNamed(
  value: { position_function_id: number; position_function_other?: string | null | undefined },
  context: z.core.$RefinementCtx,
) {
  if (value.position_function_id !== otherPositionFunctionId) return;
  const name = value.position_function_other ?? '';
  if (name.length < profileLimits.nameMin) {
    context.addIssue({
      code: 'custom',
      message: profileMessages.otherFunctionName,
      path: ['position_function_other'],
    });
  }
}

function expectedNotBelowCurrent(
  value: { cur_min_sal?: number | null | undefined; expected_salary?: number | null | undefined },
  context: z.core.$RefinementCtx,
) {
  if (value.cur_min_sal && value.expected_salary && value.expected_salary < value.cur_min_sal) {
    context.addIssue({
      code: 'custom',
      message: profileMessages.expectedBelowCurrent,
      path: ['expected_salary'],
    });
  }
}

/** Onboarding step 2: the job the talent wants and their top skills. */
export const onboardingStep2BodySchema = z
  .object({
    ...positionFields,
    years_of_experience: z
      .number({ error: profileMessages.required })
      .check(
        z.int({ error: profileMessages.numbersOnly }),
        z.gte(0, { error: profileMessages.numbersOnly }),
        z.lte(60, { error: profileMessages.numbersOnly }),
      ),
    skill_ids: skillIdsSchema,
    work_location_ids: workLocationIdsSchema.check(z.minLength(1, { error: profileMessages.required })),
    expected_salary: salarySchema,
    salary_type: z.enum(salaryTypes, { error: profileMessages.required }),
  })
  .check(z.superRefine(otherFunctionNamed));

/** Onboarding survey (`PUT v3 /onboarding`): where the talent heard of us; Other (99) needs a description. */
export const onboardingSurveyBodySchema = z
  .object({
    talent_id: z.number().check(z.int(), z.positive()),
    survey_source_id: optionIdSchema,
    description: z.optional(
      z.string().check(z.trim(), z.maxLength(profileLimits.shortTextMax, profileMessages.maxShortText)),
    ),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.survey_source_id === otherOptionId && !value.description) {
        context.addIssue({ code: 'custom', message: profileMessages.required, path: ['description'] });
      }
    }),
  );

export const languageEntrySchema = z.object({
  language_id: optionIdSchema,
  language_level_id: optionIdSchema,
});

export const skillBodySchema = z.object({
  skill_ids: skillIdsSchema,
  languages: z._default(
    z.array(languageEntrySchema).check(
      z.maxLength(profileLimits.languagesMax),
      z.refine((entries) => new Set(entries.map((entry) => entry.language_id)).size === entries.length, {
        error: profileMessages.duplicateItem,
      }),
    ),
    [],
  ),
});

/** A master-data option chosen from the list (id) or typed in (id 0 and a name): find-or-create. */
export function typedOptionSchema(minMessage: string) {
  return z
    .object({
      ID: z.number().check(z.int(), z.nonnegative()),
      Name: z._default(z.string().check(z.trim(), z.maxLength(profileLimits.nameMax)), ''),
    })
    .check(
      z.superRefine((value, context) => {
        if (value.ID === 0 && value.Name.length < profileLimits.nameMin) {
          context.addIssue({ code: 'custom', message: minMessage, path: ['Name'] });
        }
      }),
    );
}

export const experienceEntrySchema = z
  .object({
    id: z.optional(z.number().check(z.int(), z.positive())),
    company: z.object({
      id: z.number().check(z.int(), z.nonnegative()),
      name: z._default(z.string().check(z.trim()), ''),
    }),
    position_name: companyOrPositionNameSchema,
    position_level_id: z.optional(z.nullable(optionIdSchema)),
    start_date: dateSchema(profileMessages.startDateRequired),
    end_date: optionalDate,
    is_now: z._default(z.boolean(), false),
    description: z.optional(descriptionSchema),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.company.id === 0) {
        const name = companyOrPositionNameSchema.safeParse(value.company.name);
        if (!name.success) {
          context.addIssue({
            code: 'custom',
            message: name.error.issues[0]?.message ?? profileMessages.required,
            path: ['company', 'name'],
          });
        }
      }
      const reasons = checkExperiencePeriod(value, new Date());
      for (const [field, message] of Object.entries(reasons)) {
        context.addIssue({ code: 'custom', message, path: [field] });
      }
    }),
  );

export const experienceBodySchema = z.object({
  experiences: z.array(experienceEntrySchema).check(z.maxLength(30)),
});

export const preferenceBodySchema = z
  .object({
    ...positionFields,
    years_of_experience: z.optional(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(60)))),
    working_system_id: optionIdSchema,
    availability_id: optionIdSchema,
    company_size_id: optionIdSchema,
    opportunity_id: z.optional(z.nullable(optionIdSchema)),
    work_location_ids: workLocationIdsSchema.check(z.minLength(1, { error: profileMessages.required })),
    industry_ids: industryIdsSchema.check(z.minLength(1, { error: profileMessages.required })),
    cur_min_sal: salarySchema,
    expected_salary: salarySchema,
    salary_type: z.enum(salaryTypes, { error: profileMessages.required }),
    salary_negotiable: z._default(z.boolean(), false),
    notice_period_id: optionIdSchema,
    exp_other: z.optional(shortTextSchema),
    reason: z.optional(shortTextSchema),
  })
  .check(z.superRefine(otherFunctionNamed), z.superRefine(expectedNotBelowCurrent));

export type PreferenceBody = z.infer<typeof preferenceBodySchema>;

/** One entry of the 'Add Education' form, in the spec's payload shape. */
export const educationEntrySchema = z
  .object({
    ID: z._default(z.number().check(z.int(), z.nonnegative()), 0),
    University: z.intersection(
      typedOptionSchema(profileMessages.universityMin),
      z.object({ Oversea: z.optional(z.boolean()) }),
    ),
    DegreeID: z
      .number({ error: profileMessages.degreeRequired })
      .check(z.int(), z.positive(profileMessages.degreeRequired)),
    Major: typedOptionSchema(profileMessages.majorMin),
    GPA: z
      .number({ error: profileMessages.required })
      .check(z.gte(profileLimits.gpaMin, profileMessages.gpaMin)),
    GPAOutOf: z
      .number({ error: profileMessages.required })
      .check(
        z.gte(profileLimits.gpaOutOfMin, profileMessages.gpaOutOfRange),
        z.lte(profileLimits.gpaOutOfMax, profileMessages.gpaOutOfRange),
      ),
    StartDate: dateSchema(profileMessages.startDateRequired),
    EndDate: dateSchema(profileMessages.graduationDateRequired),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.GPA > value.GPAOutOf) {
        context.addIssue({ code: 'custom', message: profileMessages.gpaAboveMax, path: ['GPA'] });
      }
      const reasons = checkEducationPeriod(
        { start_date: value.StartDate, end_date: value.EndDate },
        new Date(),
      );
      if (reasons.start_date)
        context.addIssue({ code: 'custom', message: reasons.start_date, path: ['StartDate'] });
      if (reasons.end_date)
        context.addIssue({ code: 'custom', message: reasons.end_date, path: ['EndDate'] });
    }),
  );

export type EducationEntry = z.input<typeof educationEntrySchema>;

export const educationBodySchema = z.object({
  TalentEducation: z
    .array(educationEntrySchema)
    .check(
      z.minLength(1, { error: profileMessages.required }),
      z.maxLength(profileLimits.educationsMax, { error: profileMessages.educationsMax }),
    ),
});

export const certificateEntrySchema = z.object({
  certification_id: z.optional(z.nullable(optionIdSchema)),
  name: titleSchema,
  issuer: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(profileLimits.nameMax)))),
  year: yearSchema(),
  url: z.optional(linkSchema),
});

export const certificateBodySchema = z.object({
  certificates: z.array(certificateEntrySchema).check(z.maxLength(30)),
});

export const achievementEntrySchema = z.object({
  title: titleSchema,
  year: z.optional(z.nullable(yearSchema())),
  description: z.optional(shortTextSchema),
});

export const achievementBodySchema = z.object({
  achievements: z.array(achievementEntrySchema).check(z.maxLength(30)),
});

export const publicationEntrySchema = z.object({
  title: titleSchema,
  publisher: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(profileLimits.nameMax)))),
  published_on: optionalDate,
  url: z.optional(linkSchema),
  description: z.optional(shortTextSchema),
});

export const publicationBodySchema = z.object({
  publications: z.array(publicationEntrySchema).check(z.maxLength(30)),
});

export const projectEntrySchema = z
  .object({
    name: titleSchema,
    project_type_id: z.optional(z.nullable(optionIdSchema)),
    start_date: optionalDate,
    end_date: optionalDate,
    url: z.optional(linkSchema),
    description: z.optional(shortTextSchema),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.start_date && value.end_date && value.end_date < value.start_date) {
        context.addIssue({ code: 'custom', message: profileMessages.endBeforeStart, path: ['end_date'] });
      }
    }),
  );

export const projectBodySchema = z.object({
  projects: z.array(projectEntrySchema).check(z.maxLength(profileLimits.projectsMax)),
});

/** Portfolio save (multipart): the spec's dotted keys, plus the PDF as `PortfolioFile`. */
export const portfolioBodySchema = z.object({
  'TalentPortfolio.ID': optionalTextNumber,
  'TalentPortfolio.Title': z
    .string({ error: profileMessages.portfolioTitleRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: profileMessages.portfolioTitleRequired, abort: true }),
      z.minLength(profileLimits.titleMin, { error: profileMessages.portfolioTitleMin }),
      z.maxLength(profileLimits.nameMax, { error: profileMessages.nameLength }),
    ),
  'TalentPortfolio.Description': z.optional(shortTextSchema),
  'TalentPortfolio.PortfolioURL': z.optional(linkSchema),
});

export const askForReferenceBodySchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  relationship_id: optionIdSchema,
  company: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(profileLimits.nameMax)))),
});

export const referenceAnswerBodySchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
  answer: aboutSchema,
});

/** Why a link's preview or a GitHub import could not be made: the server fetches, the page shows these. */
export const linkFetchMessages = {
  invalidAddress: 'Please put a valid link',
  notPublic: 'This address is not a public web page',
  unreachable: 'The page could not be reached',
  tooLarge: 'The page is too large to read',
  tooSlow: 'The page took too long to answer',
  tooManyRedirects: 'The page redirects too many times',
  notHtml: 'The page is not a web page',
  githubUserNotFound: 'No GitHub user has this name',
  githubUnavailable: 'GitHub cannot be reached right now; please try again later',
} as const;

export const linkPreviewSchema = z.object({
  url: z.string(),
  title: z.nullable(z.string()),
  description: z.nullable(z.string()),
  image: z.nullable(z.string()),
});

export const githubRepositorySchema = z.object({
  name: z.string(),
  description: z.nullable(z.string()),
  url: z.string(),
  language: z.nullable(z.string()),
  stars: z.number().check(z.int()),
});

export const profileFileFields = {
  cv: 'CV',
  photo: 'Photo',
  portfolio: 'PortfolioFile',
  document: 'Document',
} as const;

// ---------------------------------------------------------------- endpoints

const talentData = talentSchema;

function sectionEdit<Body extends z.ZodMiniType>(path: string, summary: string, body: Body) {
  return defineEndpoint({
    method: 'PATCH',
    group: 'talentV1',
    path,
    summary,
    access: 'talent',
    params: idParams,
    body,
    data: talentData,
  });
}

export const getTalent = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/{query}',
  summary: 'The whole talent: personal data, every profile section, onboarding state, file links',
  access: 'talent',
  owner: 'params.query',
  params: z.object({ query: z.coerce.number().check(z.int(), z.positive()) }),
  data: talentData,
});

export const completeOnboardingStep1 = defineEndpoint({
  method: 'PATCH',
  group: 'talentV2',
  path: '/talent/{id}/onboarding/1',
  summary: 'Onboarding step 1: name, phone, birth date, city and about',
  access: 'talent',
  params: idParams,
  body: onboardingStep1BodySchema,
  data: talentData,
});

export const completeOnboardingStep2 = defineEndpoint({
  method: 'PATCH',
  group: 'talentV2',
  path: '/talent/{id}/onboarding/2',
  summary: 'Onboarding step 2: the job wanted, top skills, work locations and expected salary',
  access: 'talent',
  params: idParams,
  body: onboardingStep2BodySchema,
  data: talentData,
});

export const answerOnboardingSurvey = defineEndpoint({
  method: 'PUT',
  group: 'talentV3',
  path: '/onboarding',
  summary: 'Onboarding step 3, first part: where the talent heard of us (99 Other with a description)',
  access: 'talent',
  owner: 'body.talent_id',
  body: onboardingSurveyBodySchema,
  data: z.null(),
});

export const completeOnboardingStep3 = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/onboarding/3',
  summary: 'Onboarding step 3: upload the CV (multipart field CV); the talent is then onboarded',
  access: 'talent',
  bodyType: 'multipart',
  data: talentData,
});

export const uploadCv = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/talent/{id}/uploadcv',
  summary: 'Upload or replace the CV (multipart field CV: .pdf, .docx, .doc, .docm, under 34 MB)',
  access: 'talent',
  params: idParams,
  bodyType: 'multipart',
  data: talentData,
});

export const addAdditionalDocument = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/talent/{id}/additional-document',
  summary: 'Add an additional document (multipart field Document: PDF, 5 MB)',
  access: 'talent',
  params: idParams,
  bodyType: 'multipart',
  data: talentData,
});

export const removeAdditionalDocument = defineEndpoint({
  method: 'DELETE',
  group: 'talentV1',
  path: '/talent/{id}/additional-document/{documentId}',
  summary: 'Ours: remove an additional document and its file',
  access: 'talent',
  params: z.extend(idParams, { documentId: z.coerce.number().check(z.int(), z.positive()) }),
  data: talentData,
});

export const editPersonal = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/talent/{id}/personal/edit',
  summary: 'Save personal information (multipart: the fields, and optionally Photo: JPG or PNG, 5 MB)',
  access: 'talent',
  params: idParams,
  bodyType: 'multipart',
  data: talentData,
});

export const editSkills = sectionEdit(
  '/talent/{id}/skill/edit',
  'Save top skills (5-10) and languages',
  skillBodySchema,
);
export const editExperiences = sectionEdit(
  '/talent/{id}/experience/edit',
  'Save the experiences (the whole list; typed companies are found or created)',
  experienceBodySchema,
);
export const editPreferences = sectionEdit(
  '/talent/{id}/preference/edit',
  'Save job preferences and salary',
  preferenceBodySchema,
);
export const editEducations = sectionEdit(
  '/talent/{id}/education/edit',
  'Save the educations (1-5; typed universities and majors are found or created)',
  educationBodySchema,
);
export const editCertificates = sectionEdit(
  '/talent/{id}/certificate/edit',
  'Save the certificates (the whole list)',
  certificateBodySchema,
);
export const editAchievements = sectionEdit(
  '/talent/{id}/achievement/edit',
  'Save the achievements (the whole list)',
  achievementBodySchema,
);
export const editPublications = sectionEdit(
  '/talent/{id}/publication/edit',
  'Save the publications (the whole list)',
  publicationBodySchema,
);
export const editProjects = sectionEdit(
  '/talent/{id}/project/edit',
  'Save the projects (the whole list)',
  projectBodySchema,
);

export const editPortfolio = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/talent/{id}/portfolio/edit',
  summary: 'Add or change a portfolio entry (multipart: TalentPortfolio.* and PortfolioFile, PDF 10 MB)',
  access: 'talent',
  params: idParams,
  bodyType: 'multipart',
  data: talentData,
});

export const downloadCv = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/talent/{id}/cv',
  summary: 'Download the CV (the file itself, not an envelope) under a safe name',
  access: 'talent',
  params: idParams,
  data: z.unknown(),
});

/**
 * Ours: the company's side reads an applicant's profile and CV (spec section 6 leaves staff paths to
 * an external system; the uploads are served to their owner and to staff). The talent is answered
 * as its owner sees it, with signed file links; `cv_url` names the staff download.
 */
export const getStaffTalentProfile = defineEndpoint({
  method: 'GET',
  group: 'staff',
  path: '/talents/{id}/profile',
  summary: "Ours: a talent's whole profile as its owner sees it, with signed file links",
  access: 'staff',
  params: idParams,
  data: talentData,
});

export const downloadStaffTalentCv = defineEndpoint({
  method: 'GET',
  group: 'staff',
  path: '/talents/{id}/cv',
  summary: "Ours: download a talent's CV (the file itself, not an envelope) under a safe name",
  access: 'staff',
  params: idParams,
  data: z.unknown(),
});

/** Ours: a signed link to a stored file (photo, portfolio, document), so an `<img>` can load it. */
export const openTalentFile = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/files/{key}',
  summary: 'Ours: a stored file by a signed, expiring link handed out in the talent',
  access: 'public',
  params: z.object({ key: z.string().check(z.maxLength(64)) }),
  query: z.object({
    expires: z.coerce.number().check(z.int()),
    signature: z.string().check(z.maxLength(128)),
    talent: z.coerce.number().check(z.int()),
  }),
  data: z.unknown(),
});

export const recommendSkills = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/skill-recommendation/{id}',
  summary: 'Skills talents of a position function list most often ({id} is the position function)',
  access: 'talent',
  params: idParams,
  query: z.object({
    top: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(20)),
      profileLimits.skillRecommendationTop,
    ),
  }),
  data: z.array(named),
});

export const askForReference = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/talent/{id}/ask-for-reference',
  summary: 'Ask someone for a reference: keeps the request and mails them a single-use link',
  access: 'talent',
  params: idParams,
  body: askForReferenceBodySchema,
  data: referenceSchema,
});

export const sendReferenceEmail = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/{id}/references/send-email',
  summary: "Send the reference request mail again ('Your request for {email} has been sent')",
  access: 'talent',
  params: idParams,
  query: z.object({ reference_id: z.coerce.number().check(z.int(), z.positive()) }),
  data: z.null(),
});

export const showReferences = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/talent/{id}/references/show',
  summary: 'Show the answered references on the profile',
  access: 'talent',
  params: idParams,
  data: z.object({ references_shown: z.boolean() }),
});

export const hideReferences = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/talent/{id}/references/hide',
  summary: 'Hide the references from the profile',
  access: 'talent',
  params: idParams,
  data: z.object({ references_shown: z.boolean() }),
});

export const referenceRequestSchema = z.object({
  talent_name: z.string(),
  referee_name: z.string(),
  relationship: z.string(),
  answered: z.boolean(),
});

export const readReferenceRequest = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/references/answer',
  summary: "Ours: the referee's page reads who asks, by the token of the mail",
  access: 'public',
  query: z.object({ token: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)) }),
  data: referenceRequestSchema,
});

export const answerReference = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/references/answer',
  summary: 'Ours: the referee answers, once, with the token of the mail',
  access: 'public',
  body: referenceAnswerBodySchema,
  data: z.null(),
});

export const fetchLinkPreview = defineEndpoint({
  method: 'POST',
  group: 'employer',
  path: '/meta-html',
  summary: 'Title, description and image of a public web page (private and loopback addresses refused)',
  access: 'talent',
  body: z.object({
    url: z.string().check(z.trim(), z.minLength(1, profileMessages.invalidLink), z.maxLength(2048)),
  }),
  data: linkPreviewSchema,
});

export const listGithubRepositories = defineEndpoint({
  method: 'POST',
  group: 'employer',
  path: '/github/repositories',
  summary: "A GitHub user's public repositories, to add as projects",
  access: 'talent',
  body: z.object({
    username: z
      .string()
      .check(z.trim(), z.regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, profileMessages.invalidLink)),
  }),
  data: z.array(githubRepositorySchema),
});

export const profileEndpoints = {
  getTalent,
  completeOnboardingStep1,
  completeOnboardingStep2,
  answerOnboardingSurvey,
  completeOnboardingStep3,
  uploadCv,
  addAdditionalDocument,
  removeAdditionalDocument,
  editPersonal,
  editSkills,
  editExperiences,
  editPreferences,
  editEducations,
  editCertificates,
  editAchievements,
  editPublications,
  editProjects,
  editPortfolio,
  downloadCv,
  getStaffTalentProfile,
  downloadStaffTalentCv,
  openTalentFile,
  recommendSkills,
  askForReference,
  sendReferenceEmail,
  showReferences,
  hideReferences,
  readReferenceRequest,
  answerReference,
  fetchLinkPreview,
  listGithubRepositories,
} as const;
