import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cities, positionFunctions, skillSets, yearsCategories } from './master-data.ts';

export const salarySources = ['talent_profile', 'accepted_offer', 'survey', 'generated'] as const;
export type SalarySource = (typeof salarySources)[number];

/**
 * One monthly gross salary someone earns or was offered: the raw data of the salary calculator
 * and the prediction model. Rows arrive from talents' current salaries, accepted offers and the
 * seed generator; the aggregates below follow them through triggers (migration
 * 0005_salary-aggregates).
 */
export const salaryObservations = pgTable(
  'salary_observations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    positionFunctionId: integer('position_function_id')
      .notNull()
      .references(() => positionFunctions.id),
    yearsCategoryId: integer('years_category_id')
      .notNull()
      .references(() => yearsCategories.id),
    cityId: integer('city_id').references(() => cities.id),
    /** Monthly gross in IDR. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    skillIds: integer('skill_ids').array().notNull().default(sql`'{}'::integer[]`),
    source: text('source', { enum: salarySources }).notNull(),
    /** The talent it came from, when it came from one (their current salary or an offer). */
    talentId: integer('talent_id').references(() => users.id, { onDelete: 'set null' }),
    observedOn: date('observed_on').notNull().defaultNow(),
  },
  (t) => [
    check('salary_observations_amount_positive', sql`${t.amount} > 0`),
    // Lets a refresh of one key read its amounts in order from the index alone.
    index('salary_observations_key_amount_idx').on(t.positionFunctionId, t.yearsCategoryId, t.amount),
    index('salary_observations_talent_idx').on(t.talentId),
  ],
);

/**
 * Per (position function, years category): the figures the calculator shows, refreshed by a
 * statement trigger for every key a statement touched, with the same `percentile_cont` a direct
 * query over the raw rows would use. A request reads one row instead of sorting salaries.
 */
export const salaryAggregates = pgTable(
  'salary_aggregates',
  {
    positionFunctionId: integer('position_function_id')
      .notNull()
      .references(() => positionFunctions.id),
    yearsCategoryId: integer('years_category_id')
      .notNull()
      .references(() => yearsCategories.id),
    observations: integer('observations').notNull(),
    /** Exact sum, so the mean is `total / observations` with no rounding on the way. */
    total: bigint('total', { mode: 'number' }).notNull(),
    mean: doublePrecision('mean').notNull(),
    p10: doublePrecision('p10').notNull(),
    p90: doublePrecision('p90').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.positionFunctionId, t.yearsCategoryId] }),
    index('salary_aggregates_years_mean_idx').on(t.yearsCategoryId, t.mean),
  ],
);

/** How many observations of a position function name each skill, kept by the same triggers. */
export const salarySkillCounts = pgTable(
  'salary_skill_counts',
  {
    positionFunctionId: integer('position_function_id')
      .notNull()
      .references(() => positionFunctions.id),
    skillSetId: integer('skill_set_id')
      .notNull()
      .references(() => skillSets.id),
    observations: integer('observations').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.positionFunctionId, t.skillSetId] }),
    index('salary_skill_counts_rank_idx').on(t.positionFunctionId, t.observations),
  ],
);
