import type { RejectionReasonCategory } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { boolean, type ExtraConfigColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Master data: the option lists the app offers in selects and autocompletes (spec section 3) and
 * the `GET /data/...` lookups (spec section 7). Every list shares one shape, so one repository
 * serves them all; a list adds columns only where it carries more than a name.
 *
 * Curated rows keep small, stable ids written in the seed (99 is the Other reason and survey
 * source, 999 the typed Other position function). Rows added at run time (a university typed in
 * by a talent) take ids from one million up, so a later seed can never collide with them.
 */
export const firstRuntimeOptionId = 1_000_000;

function optionColumns() {
  return {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: firstRuntimeOptionId }),
    name: text('name').notNull(),
    /** The "Other" entry that asks for free text; listed last and hidden by `include_others=false`. */
    isOther: boolean('is_other').notNull().default(false),
    /** Lists with a natural order (levels, periods) set it; alphabetical lists leave it 0. */
    sortOrder: integer('sort_order').notNull().default(0),
  };
}

interface OptionIndexColumns {
  id: ExtraConfigColumn;
  name: ExtraConfigColumn;
  isOther: ExtraConfigColumn;
  sortOrder: ExtraConfigColumn;
}

/**
 * A search is `lower(name) LIKE '%term%'`, answered by a trigram index on `lower(name)` without
 * reading the table (plain LIKE on a lowered name is several times cheaper than ILIKE in PGlite).
 * A btree in list order lets a page without a search stop after `size` rows; its sort key is
 * `lower(name)` in the "C" collation so PGlite and PostgreSQL (whose default collations differ)
 * list rows alike.
 */
function searchIndex(name: string, column: ExtraConfigColumn) {
  return index(name).using('gin', sql`lower(${column}) gin_trgm_ops`);
}

function optionIndexes(table: string, t: OptionIndexColumns) {
  return [
    searchIndex(`${table}_name_trgm_idx`, t.name),
    index(`${table}_list_order_idx`).on(t.isOther, t.sortOrder, sql`lower(${t.name}) collate "C"`, t.id),
  ];
}

export const positionCategories = pgTable('position_categories', optionColumns(), (t) =>
  optionIndexes('position_categories', t),
);

export const positionSubCategories = pgTable(
  'position_sub_categories',
  {
    ...optionColumns(),
    positionCategoryId: integer('position_category_id')
      .notNull()
      .references(() => positionCategories.id),
  },
  (t) => [
    ...optionIndexes('position_sub_categories', t),
    index('position_sub_categories_category_idx').on(t.positionCategoryId),
  ],
);

/** Named 'category - function' (for example 'Engineering - Backend Engineer'), as the spec shows. */
export const positionFunctions = pgTable(
  'position_functions',
  {
    ...optionColumns(),
    positionSubCategoryId: integer('position_sub_category_id')
      .notNull()
      .references(() => positionSubCategories.id),
  },
  (t) => [
    ...optionIndexes('position_functions', t),
    index('position_functions_sub_category_idx').on(t.positionSubCategoryId),
  ],
);

/** Job titles as employers write them, each within a position category. */
export const positions = pgTable(
  'positions',
  {
    ...optionColumns(),
    positionCategoryId: integer('position_category_id')
      .notNull()
      .references(() => positionCategories.id),
  },
  (t) => [...optionIndexes('positions', t), index('positions_category_idx').on(t.positionCategoryId)],
);

export const skillSets = pgTable('skill_sets', optionColumns(), (t) => optionIndexes('skill_sets', t));

export const universities = pgTable(
  'universities',
  { ...optionColumns(), oversea: boolean('oversea').notNull().default(false) },
  (t) => optionIndexes('universities', t),
);

export const majors = pgTable('majors', optionColumns(), (t) => optionIndexes('majors', t));

export const degrees = pgTable('degrees', optionColumns(), (t) => optionIndexes('degrees', t));

/**
 * `name` is the brand people know; `pt` the registered legal entity (PT ... Tbk). The same rows
 * are the employers of the job listing, so the company page's facts live here too (all optional:
 * a company typed in by a talent has none of them).
 */
export const companies = pgTable(
  'companies',
  {
    ...optionColumns(),
    pt: text('pt'),
    /** An absolute URL of the logo; null shows the initials on a tint. */
    logoUrl: text('logo_url'),
    /** Head office. */
    cityId: integer('city_id').references(() => cities.id),
    companySizeId: integer('company_size_id').references(() => companySizes.id),
    businessFieldId: integer('business_field_id').references(() => businessFields.id),
    about: text('about'),
    websiteUrl: text('website_url'),
    linkedinUrl: text('linkedin_url'),
  },
  (t) => [...optionIndexes('companies', t), searchIndex('companies_pt_trgm_idx', t.pt)],
);

export const positionLevels = pgTable('position_levels', optionColumns(), (t) =>
  optionIndexes('position_levels', t),
);

export const workingSystems = pgTable('working_systems', optionColumns(), (t) =>
  optionIndexes('working_systems', t),
);

export const availabilities = pgTable('availabilities', optionColumns(), (t) =>
  optionIndexes('availabilities', t),
);

export const languages = pgTable('languages', optionColumns(), (t) => optionIndexes('languages', t));

export const languageLevels = pgTable('language_levels', optionColumns(), (t) =>
  optionIndexes('language_levels', t),
);

/** Work locations: cities of Indonesia with their telephone area code ('021' for Jakarta). */
export const cities = pgTable(
  'cities',
  {
    ...optionColumns(),
    province: text('province').notNull(),
    areaCode: text('area_code').notNull(),
  },
  (t) => optionIndexes('cities', t),
);

/** Industries, called business fields on the profile forms. */
export const businessFields = pgTable('business_fields', optionColumns(), (t) =>
  optionIndexes('business_fields', t),
);

export const companySizes = pgTable('company_sizes', optionColumns(), (t) =>
  optionIndexes('company_sizes', t),
);

export const certifications = pgTable(
  'certifications',
  { ...optionColumns(), issuer: text('issuer').notNull() },
  (t) => optionIndexes('certifications', t),
);

export const projectTypes = pgTable('project_types', optionColumns(), (t) =>
  optionIndexes('project_types', t),
);

/** "Where did you hear about us?" answers; 99 is Other and needs a description. */
export const surveySources = pgTable('survey_sources', optionColumns(), (t) =>
  optionIndexes('survey_sources', t),
);

/** Why a hiring process stops; `category` says who gives the reason (Talent or Employer). */
export const rejectionReasons = pgTable(
  'rejection_reasons',
  { ...optionColumns(), category: text('category').$type<RejectionReasonCategory>().notNull() },
  (t) => [...optionIndexes('rejection_reasons', t), index('rejection_reasons_category_idx').on(t.category)],
);

export const referenceRelationships = pgTable('reference_relationships', optionColumns(), (t) =>
  optionIndexes('reference_relationships', t),
);

/** Bands of working experience for salary figures; `max_years` is open for the last band. */
export const yearsCategories = pgTable(
  'years_categories',
  {
    ...optionColumns(),
    minYears: integer('min_years').notNull(),
    maxYears: integer('max_years'),
  },
  (t) => optionIndexes('years_categories', t),
);

/** How soon a talent can start; ids 1 to 7 are fixed by the spec (1 ASAP ... 7 three months). */
export const noticePeriods = pgTable(
  'notice_periods',
  { ...optionColumns(), days: integer('days').notNull() },
  (t) => optionIndexes('notice_periods', t),
);

/** How open a talent is to new opportunities (the spec's "opportunity" option list). */
export const opportunityStatuses = pgTable('opportunity_statuses', optionColumns(), (t) =>
  optionIndexes('opportunity_statuses', t),
);
