import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { positionCategories, surveySources } from './master-data.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The question banks' seeded tests and contests keep fixed ids below this (journeys and links name
 * them); what staff add through the staff API is numbered from here, so the two never meet.
 */
const staffIdsFrom = 10_000;

/**
 * A contest: a set of challenges open between two dates. Its challenges are tests with
 * `contest_id` set; the leaderboard adds up each talent's challenge scores.
 */
export const contests = pgTable(
  'contests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: staffIdsFrom }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [check('contests_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`)],
);

/**
 * A timed test of multiple-choice questions: a quiz (skill assessment) when `contest_id` is null,
 * otherwise a challenge of that contest. Passing (score at least `pass_percent`) earns a certificate.
 */
export const tests = pgTable(
  'tests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: staffIdsFrom }),
    contestId: integer('contest_id').references(() => contests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The whole attempt's time; the server's deadline is the start plus this. */
    durationSeconds: integer('duration_seconds').notNull(),
    passPercent: smallint('pass_percent').notNull(),
  },
  (t) => [
    check('tests_duration_positive', sql`${t.durationSeconds} > 0`),
    check('tests_pass_percent_range', sql`${t.passPercent} between 0 and 100`),
    index('tests_contest_idx').on(t.contestId),
  ],
);

/** The job categories a quiz suits: a talent whose job category is one of them gets it recommended. */
export const testPositionCategories = pgTable(
  'test_position_categories',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    positionCategoryId: integer('position_category_id')
      .notNull()
      .references(() => positionCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.positionCategoryId] }),
    index('test_position_categories_category_idx').on(t.positionCategoryId),
  ],
);

export const testQuestions = pgTable(
  'test_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    /** 1-based order in which every attempt meets the questions. */
    position: smallint('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('test_questions_test_position_unique').on(t.testId, t.position)],
);

/** The choices of a question; exactly one is correct, and it never leaves the server before the end. */
export const testOptions = pgTable(
  'test_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
    correct: boolean('correct').notNull().default(false),
  },
  (t) => [
    uniqueIndex('test_options_question_position_unique').on(t.questionId, t.position),
    uniqueIndex('test_options_one_correct').on(t.questionId).where(sql`${t.correct}`),
  ],
);

/**
 * One talent's run through a test. The server owns the clock: `deadline_at` is fixed at the start
 * and every answer is checked against it. `next_position` is the question the talent is on; an
 * answer moves it by one with a conditional update, so two tabs cannot both count.
 */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    deadlineAt: at('deadline_at').notNull(),
    /** Set when the last question is answered or skipped, or when the deadline is found passed. */
    finishedAt: at('finished_at'),
    nextPosition: smallint('next_position').notNull().default(1),
    correctCount: smallint('correct_count').notNull().default(0),
    /** Sum of the durations the browser reported per question, in milliseconds (leaderboard ties). */
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (t) => [
    // One open attempt per talent and test: two quick "Take Quiz" clicks resume the same one.
    uniqueIndex('test_attempts_one_open').on(t.testId, t.talentId).where(sql`${t.finishedAt} is null`),
    index('test_attempts_talent_idx').on(t.talentId, t.testId),
    index('test_attempts_test_finished_idx').on(t.testId, t.finishedAt),
  ],
);

/** What the talent chose per question; `option_id` null is a skip. Once per question per attempt. */
export const testAttemptAnswers = pgTable(
  'test_attempt_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => testOptions.id, { onDelete: 'cascade' }),
    durationMs: integer('duration_ms').notNull(),
    answeredAt: at('answered_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    check('test_attempt_answers_duration', sql`${t.durationMs} >= 0`),
  ],
);

/**
 * Earned by passing a quiz or completing a challenge; `uid` is the public id anyone may look up.
 * One per talent and test: a better pass moves it to that attempt (its score) under the same uid,
 * so a link already shared shows the better score.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid').notNull(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('certificates_uid_unique').on(t.uid),
    uniqueIndex('certificates_attempt_unique').on(t.attemptId),
    uniqueIndex('certificates_talent_test_unique').on(t.talentId, t.testId),
    index('certificates_talent_idx').on(t.talentId, t.issuedAt.desc()),
  ],
);

/** The contest survey: where the talent heard of the contest; 99 Other carries a description. */
export const contestSurveyAnswers = pgTable(
  'contest_survey_answers',
  {
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveySourceId: integer('survey_source_id')
      .notNull()
      .references(() => surveySources.id),
    description: text('description'),
    answeredAt: at('answered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.surveySourceId] })],
);
