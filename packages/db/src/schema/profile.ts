import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import {
  availabilities,
  businessFields,
  certifications,
  cities,
  companies,
  companySizes,
  degrees,
  languageLevels,
  languages,
  majors,
  noticePeriods,
  opportunityStatuses,
  positionCategories,
  positionFunctions,
  positionLevels,
  projectTypes,
  referenceRelationships,
  skillSets,
  universities,
  workingSystems,
} from './master-data.ts';

/**
 * The talent profile (spec sections 1, 3, 5). Name, email and phone stay on `users`; everything
 * else a talent tells about themselves lives here, keyed on the account id (which is the talent id).
 *
 * The spec's limits are constraints of the database too, not only of the forms: lengths, salary
 * floors, GPA bounds, date order, and the "at most N" rules through a `slot` column that must lie
 * in 1..N and be unique per talent (10 skills, 6 work locations, 3 industries, 5 educations).
 * The numbers here repeat `profileLimits` of the contract, which the server and forms read.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const talentId = () =>
  integer('talent_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A stored upload: the storage key, the name it was uploaded under (made safe), its type and size. */
function fileColumns(prefix: string) {
  return {
    key: text(`${prefix}_key`),
    name: text(`${prefix}_name`),
    mime: text(`${prefix}_mime`),
    size: integer(`${prefix}_size`),
  };
}

export const talentProfiles = pgTable(
  'talent_profiles',
  {
    talentId: integer('talent_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthDate: date('birth_date', { mode: 'string' }),
    /** Where the talent lives now (a city of the work-location list). */
    cityId: integer('city_id').references(() => cities.id),
    about: text('about'),
    photoKey: text('photo_key'),
    photoMime: text('photo_mime'),
    cvKey: text('cv_key'),
    cvName: text('cv_name'),
    cvMime: text('cv_mime'),
    cvSize: integer('cv_size'),
    cvUploadedAt: timestamp('cv_uploaded_at', { withTimezone: true }),
    /** Job category of the preference (a position category). */
    positionCategoryId: integer('position_category_id').references(() => positionCategories.id),
    /** 999 is the typed-in Other function; its name is then in `position_function_other`. */
    positionFunctionId: integer('position_function_id').references(() => positionFunctions.id),
    positionFunctionOther: text('position_function_other'),
    positionLevelId: integer('position_level_id').references(() => positionLevels.id),
    yearsOfExperience: smallint('years_of_experience'),
    workingSystemId: integer('working_system_id').references(() => workingSystems.id),
    availabilityId: integer('availability_id').references(() => availabilities.id),
    companySizeId: integer('company_size_id').references(() => companySizes.id),
    opportunityStatusId: integer('opportunity_status_id').references(() => opportunityStatuses.id),
    /** Whole rupiah. */
    currentSalary: bigint('current_salary', { mode: 'number' }),
    expectedSalary: bigint('expected_salary', { mode: 'number' }),
    salaryType: text('salary_type', { enum: ['nett', 'gross'] }),
    salaryNegotiable: boolean('salary_negotiable').notNull().default(false),
    noticePeriodId: integer('notice_period_id').references(() => noticePeriods.id),
    /** Other expectations in the talent's words, and why they look for a new job (spec: exp_other, reason). */
    expOther: text('exp_other'),
    reason: text('reason'),
    /** How the talent heard of us (onboarding); 99 is Other with a description. */
    surveySourceId: integer('survey_source_id'),
    surveySourceOther: text('survey_source_other'),
    referencesShown: boolean('references_shown').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('talent_profiles_about_length', sql`char_length(${t.about}) between 5 and 3000`),
    check('talent_profiles_exp_other_length', sql`char_length(${t.expOther}) <= 250`),
    check('talent_profiles_reason_length', sql`char_length(${t.reason}) <= 250`),
    check(
      'talent_profiles_other_function_length',
      sql`char_length(${t.positionFunctionOther}) between 3 and 255`,
    ),
    check('talent_profiles_current_salary_floor', sql`${t.currentSalary} >= 1000000`),
    check('talent_profiles_expected_salary_floor', sql`${t.expectedSalary} >= 1000000`),
    check(
      'talent_profiles_expected_not_below_current',
      sql`${t.expectedSalary} is null or ${t.currentSalary} is null or ${t.expectedSalary} >= ${t.currentSalary}`,
    ),
    check('talent_profiles_salary_type_known', sql`${t.salaryType} in ('nett', 'gross')`),
    check('talent_profiles_years_of_experience', sql`${t.yearsOfExperience} between 0 and 60`),
    check('talent_profiles_cv_size', sql`${t.cvSize} < 34 * 1024 * 1024`),
    index('talent_profiles_position_function_idx').on(t.positionFunctionId),
    index('talent_profiles_position_category_idx').on(t.positionCategoryId),
  ],
);

/** Top skills: 5 to 10 (5 is checked on save; 10 by the slot). */
export const talentSkills = pgTable(
  'talent_skills',
  {
    talentId: talentId(),
    skillSetId: integer('skill_set_id')
      .notNull()
      .references(() => skillSets.id),
    slot: smallint('slot').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.talentId, t.skillSetId] }),
    uniqueIndex('talent_skills_slot_unique').on(t.talentId, t.slot),
    check('talent_skills_slot_range', sql`${t.slot} between 1 and 10`),
    index('talent_skills_skill_idx').on(t.skillSetId),
  ],
);

export const talentLanguages = pgTable(
  'talent_languages',
  {
    talentId: talentId(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    languageLevelId: integer('language_level_id')
      .notNull()
      .references(() => languageLevels.id),
    slot: smallint('slot').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.talentId, t.languageId] }),
    uniqueIndex('talent_languages_slot_unique').on(t.talentId, t.slot),
    check('talent_languages_slot_range', sql`${t.slot} between 1 and 20`),
  ],
);

/** Preferred work locations: at most 6. */
export const talentWorkLocations = pgTable(
  'talent_work_locations',
  {
    talentId: talentId(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    slot: smallint('slot').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.talentId, t.cityId] }),
    uniqueIndex('talent_work_locations_slot_unique').on(t.talentId, t.slot),
    check('talent_work_locations_slot_range', sql`${t.slot} between 1 and 6`),
    index('talent_work_locations_city_idx').on(t.cityId),
  ],
);

/** Preferred industries (business fields): at most 3. */
export const talentIndustries = pgTable(
  'talent_industries',
  {
    talentId: talentId(),
    businessFieldId: integer('business_field_id')
      .notNull()
      .references(() => businessFields.id),
    slot: smallint('slot').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.talentId, t.businessFieldId] }),
    uniqueIndex('talent_industries_slot_unique').on(t.talentId, t.slot),
    check('talent_industries_slot_range', sql`${t.slot} between 1 and 3`),
  ],
);

export const talentExperiences = pgTable(
  'talent_experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: talentId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    positionName: text('position_name').notNull(),
    positionLevelId: integer('position_level_id').references(() => positionLevels.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    isNow: boolean('is_now').notNull().default(false),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    check('talent_experiences_position_name_length', sql`char_length(${t.positionName}) between 3 and 255`),
    check('talent_experiences_end_or_now', sql`${t.isNow} or ${t.endDate} is not null`),
    check('talent_experiences_end_after_start', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('talent_experiences_description_length', sql`char_length(${t.description}) <= 3000`),
    index('talent_experiences_talent_idx').on(t.talentId, t.startDate),
  ],
);

/** At most 5 educations, in the order the form shows them. */
export const talentEducations = pgTable(
  'talent_educations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: talentId(),
    slot: smallint('slot').notNull(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id),
    majorId: integer('major_id')
      .notNull()
      .references(() => majors.id),
    gpa: numeric('gpa', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    gpaOutOf: numeric('gpa_out_of', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('talent_educations_slot_unique').on(t.talentId, t.slot),
    check('talent_educations_slot_range', sql`${t.slot} between 1 and 5`),
    check('talent_educations_gpa_out_of_range', sql`${t.gpaOutOf} between 1 and 10`),
    check('talent_educations_gpa_range', sql`${t.gpa} >= 1 and ${t.gpa} <= ${t.gpaOutOf}`),
    check('talent_educations_end_after_start', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const talentCertificates = pgTable(
  'talent_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: talentId(),
    certificationId: integer('certification_id').references(() => certifications.id),
    name: text('name').notNull(),
    issuer: text('issuer'),
    year: smallint('year').notNull(),
    url: text('url'),
  },
  (t) => [
    check('talent_certificates_name_length', sql`char_length(${t.name}) between 3 and 255`),
    index('talent_certificates_talent_idx').on(t.talentId),
  ],
);

export const talentAchievements = pgTable(
  'talent_achievements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: talentId(),
    title: text('title').notNull(),
    year: smallint('year'),
    description: text('description'),
  },
  (t) => [
    check('talent_achievements_title_length', sql`char_length(${t.title}) between 3 and 255`),
    check('talent_achievements_description_length', sql`char_length(${t.description}) <= 250`),
    index('talent_achievements_talent_idx').on(t.talentId),
  ],
);

export const talentPublications = pgTable(
  'talent_publications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: talentId(),
    title: text('title').notNull(),
    publisher: text('publisher'),
    publishedOn: date('published_on', { mode: 'string' }),
    url: text('url'),
    description: text('description'),
  },
  (t) => [
    check('talent_publications_title_length', sql`char_length(${t.title}) between 3 and 255`),
    check('talent_publications_description_length', sql`char_length(${t.description}) <= 250`),
    index('talent_publications_talent_idx').on(t.talentId),
  ],
);

export const talentProjects = pgTable(
  'talent_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: talentId(),
    name: text('name').notNull(),
    projectTypeId: integer('project_type_id').references(() => projectTypes.id),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    url: text('url'),
    description: text('description'),
  },
  (t) => [
    check('talent_projects_name_length', sql`char_length(${t.name}) between 3 and 255`),
    check('talent_projects_description_length', sql`char_length(${t.description}) <= 250`),
    check(
      'talent_projects_end_after_start',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    index('talent_projects_talent_idx').on(t.talentId),
  ],
);

export const talentPortfolios = pgTable(
  'talent_portfolios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: talentId(),
    title: text('title').notNull(),
    description: text('description'),
    portfolioUrl: text('portfolio_url'),
    ...fileColumns('file'),
    createdAt: createdAt(),
  },
  (t) => [
    check('talent_portfolios_title_length', sql`char_length(${t.title}) between 3 and 255`),
    check('talent_portfolios_description_length', sql`char_length(${t.description}) <= 250`),
    check('talent_portfolios_file_size', sql`${t.size} <= 10 * 1024 * 1024`),
    index('talent_portfolios_talent_idx').on(t.talentId),
  ],
);

/** Additional documents: PDF only, 5 MB each. */
export const talentDocuments = pgTable(
  'talent_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: talentId(),
    key: text('file_key').notNull(),
    name: text('file_name').notNull(),
    mime: text('file_mime').notNull(),
    size: integer('file_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('talent_documents_file_size', sql`${t.size} <= 5 * 1024 * 1024`),
    index('talent_documents_talent_idx').on(t.talentId),
  ],
);

/**
 * A reference the talent asked for: the referee gets a mail with a single-use link (only the
 * token's hash is kept) and answers on a page of their own.
 */
export const talentReferences = pgTable(
  'talent_references',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: talentId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    relationshipId: integer('relationship_id')
      .notNull()
      .references(() => referenceRelationships.id),
    company: text('company'),
    tokenHash: text('token_hash').notNull(),
    answer: text('answer'),
    requestedAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('talent_references_token_unique').on(t.tokenHash),
    uniqueIndex('talent_references_email_unique').on(t.talentId, sql`lower(${t.email})`),
    check('talent_references_answer_length', sql`char_length(${t.answer}) between 5 and 3000`),
    index('talent_references_talent_idx').on(t.talentId),
  ],
);
