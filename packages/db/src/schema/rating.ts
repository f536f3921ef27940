import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const stars = (name: string) => smallint(name).notNull();
const starsBetweenOneAndFive = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} between 1 and 5`);

/** A talent's rating of the service (spec section 3, Rating payload): once per talent. */
export const serviceRatings = pgTable(
  'service_ratings',
  {
    talentId: integer('talent_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    onboardingScore: stars('onboarding_score'),
    interviewProcessScore: stars('interview_process_score'),
    companyScore: stars('company_score'),
    overallScore: stars('overall_score'),
    summary: text('summary').notNull().default(''),
    ratedAt: at('rated_at').notNull(),
  },
  (t) => [
    starsBetweenOneAndFive('service_ratings_onboarding_score', t.onboardingScore),
    starsBetweenOneAndFive('service_ratings_interview_process_score', t.interviewProcessScore),
    starsBetweenOneAndFive('service_ratings_company_score', t.companyScore),
    starsBetweenOneAndFive('service_ratings_overall_score', t.overallScore),
  ],
);

/** A talent's rating of their talent advocate: once per talent and advocate. */
export const advocateRatings = pgTable(
  'advocate_ratings',
  {
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: stars('score'),
    remarks: text('remarks').notNull().default(''),
    ratedAt: at('rated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.talentId, t.staffId] }),
    starsBetweenOneAndFive('advocate_ratings_score', t.score),
  ],
);
