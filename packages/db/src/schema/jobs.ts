import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import {
  cities,
  companies,
  positionCategories,
  positionLevels,
  positions,
  workingSystems,
} from './master-data.ts';

/** PostgreSQL's full-text document, written by the database's trigger and read only in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A job a company publishes (the spec's role, product and opportunity are all this row). The
 * position's category is kept beside the position so the listing filters by it from an index.
 * `search_document` is what the listing's search and the job alerts match and rank (decision 0122): the position's words (weight A), each skill's
 * whole name (B), the company's words (C) and the description's words (D), written by a trigger
 * whenever one of them changes. The long texts live in `job_texts`, so the rows a listing scans and
 * counts stay narrow.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    positionCategoryId: integer('position_category_id')
      .notNull()
      .references(() => positionCategories.id),
    positionLevelId: integer('position_level_id')
      .notNull()
      .references(() => positionLevels.id),
    /** Years of working experience asked for. */
    minExperience: smallint('min_experience').notNull().default(0),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    workingSystemId: integer('working_system_id')
      .notNull()
      .references(() => workingSystems.id),
    /** Monthly, whole rupiah; both null when the company does not say. */
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    skillIds: integer('skill_ids').array().notNull().default(sql`'{}'::integer[]`),
    searchDocument: tsvector('search_document').notNull().default(sql`''::tsvector`),
    isOpen: boolean('is_open').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_min_experience_range', sql`${t.minExperience} between 0 and 60`),
    check(
      'jobs_salary_range',
      sql`(${t.salaryMin} is null and ${t.salaryMax} is null) or (${t.salaryMin} > 0 and ${t.salaryMax} >= ${t.salaryMin})`,
    ),
    // Open jobs newest first, whole and by the two filters: a page stops after `size` index rows,
    // and a deep page skips index entries without reading the table.
    index('jobs_open_published_idx')
      .on(sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.isOpen}`),
    index('jobs_open_category_published_idx')
      .on(t.positionCategoryId, sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.isOpen}`),
    index('jobs_open_city_published_idx')
      .on(t.cityId, sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.isOpen}`),
    index('jobs_search_document_idx').using('gin', t.searchDocument),
    index('jobs_company_published_idx').on(t.companyId, sql`${t.publishedAt} desc`, sql`${t.id} desc`),
  ],
);

/** The texts of a job's page, one row per job; read only when one job is shown. */
export const jobTexts = pgTable('job_texts', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  requirements: text('requirements').notNull(),
  benefits: text('benefits').notNull().default(''),
  perks: text('perks').notNull().default(''),
});

/** One application per talent and job: the unique key, not a check before the insert. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_talent_job_unique').on(t.talentId, t.jobId),
    index('job_applications_talent_applied_idx').on(t.talentId, sql`${t.appliedAt} desc`, sql`${t.id} desc`),
    index('job_applications_job_idx').on(t.jobId),
  ],
);

export const jobBookmarks = pgTable(
  'job_bookmarks',
  {
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    bookmarkedAt: timestamp('bookmarked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.talentId, t.jobId] }),
    index('job_bookmarks_talent_bookmarked_idx').on(t.talentId, sql`${t.bookmarkedAt} desc`, t.jobId),
    index('job_bookmarks_job_idx').on(t.jobId),
  ],
);

/**
 * A talent's saved search. `checked_at` is the publication time the last alert looked up to: the
 * next one tells of open jobs published after it, so no job is announced twice.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    search: text('search').notNull().default(''),
    positionCategoryId: integer('position_category_id').references(() => positionCategories.id),
    cityId: integer('city_id').references(() => cities.id),
    frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same search twice would announce every job twice.
    uniqueIndex('job_alerts_talent_search_unique').on(
      t.talentId,
      t.search,
      sql`coalesce(${t.positionCategoryId}, 0)`,
      sql`coalesce(${t.cityId}, 0)`,
    ),
    index('job_alerts_due_idx').on(t.checkedAt),
    check('job_alerts_frequency_known', sql`${t.frequency} in ('daily', 'weekly')`),
  ],
);
