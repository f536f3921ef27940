import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * The question bank as staff keep it: quizzes, contests and their challenges, added and edited
 * through the staff API and `npm run staff`. Staff see which option is correct; talents never do
 * before an attempt ends. A test that talents have taken keeps its questions, so every score and
 * report already given stays true; its name, description, time and pass mark may still change.
 */

export const questionBankLimits = {
  nameMax: 120,
  descriptionMax: 2_000,
  questionTextMax: 1_000,
  optionTextMax: 300,
  optionsMin: 2,
  optionsMax: 6,
  questionsMin: 1,
  questionsMax: 100,
  durationMinSeconds: 10,
  /** Four hours: longer than any sitting a quiz should ask for. */
  durationMaxSeconds: 14_400,
  categoriesMax: 10,
} as const;

export const questionBankMessages = {
  required: 'Required',
  nameTooLong: `Max ${questionBankLimits.nameMax} characters`,
  descriptionTooLong: `Max ${questionBankLimits.descriptionMax} characters`,
  questionTooLong: `Max ${questionBankLimits.questionTextMax} characters`,
  optionTooLong: `Max ${questionBankLimits.optionTextMax} characters`,
  optionCount: `Give ${questionBankLimits.optionsMin} to ${questionBankLimits.optionsMax} options`,
  questionCount: `Give ${questionBankLimits.questionsMin} to ${questionBankLimits.questionsMax} questions`,
  oneCorrect: 'Mark exactly one option as correct',
  duration: `Give the time in whole seconds, from ${questionBankLimits.durationMinSeconds} to ${questionBankLimits.durationMaxSeconds}`,
  passPercent: 'Give a pass mark from 0 to 100',
  categoryCount: `Choose at most ${questionBankLimits.categoriesMax} job categories`,
  unknownCategory: 'Unknown job category',
  unknownContest: 'Unknown contest',
  wholeNumber: 'Must be a positive whole number',
  dateTime: 'Give a date and time with its zone, like 2026-12-01T10:00:00+07:00',
  endsBeforeStart: 'The end must be after the start',
  questionsLocked:
    'Talents have taken this test, so its questions can no longer change; add a new test instead',
  contestLocked: 'Talents have taken this test, so it stays in its contest',
  testNotFound: 'No test has this id',
  contestNotFound: 'No contest has this id',
  created: 'Saved to the question bank',
  updated: 'Question bank updated',
} as const;

const positiveId = z.coerce
  .number({ error: questionBankMessages.wholeNumber })
  .check(
    z.int({ error: questionBankMessages.wholeNumber }),
    z.positive({ error: questionBankMessages.wholeNumber }),
  );

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: questionBankMessages.required })
    .check(
      z.trim(),
      z.minLength(1, { error: questionBankMessages.required }),
      z.maxLength(max, { error: tooLong }),
    );

export const bankOptionSchema = z.object({
  text: requiredText(questionBankLimits.optionTextMax, questionBankMessages.optionTooLong),
  correct: z.boolean({ error: questionBankMessages.oneCorrect }),
});

export const bankQuestionSchema = z.object({
  text: requiredText(questionBankLimits.questionTextMax, questionBankMessages.questionTooLong),
  options: z.array(bankOptionSchema, { error: questionBankMessages.optionCount }).check(
    z.minLength(questionBankLimits.optionsMin, { error: questionBankMessages.optionCount }),
    z.maxLength(questionBankLimits.optionsMax, { error: questionBankMessages.optionCount }),
    z.refine((options) => options.filter((option) => option.correct).length === 1, {
      error: questionBankMessages.oneCorrect,
    }),
  ),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

/** A quiz (no contest) or a challenge of a contest, whole: what staff send to add or edit one. */
export const bankTestBodySchema = z.object({
  contest_id: z._default(z.nullable(positiveId), null),
  name: requiredText(questionBankLimits.nameMax, questionBankMessages.nameTooLong),
  description: requiredText(questionBankLimits.descriptionMax, questionBankMessages.descriptionTooLong),
  duration_seconds: z
    .number({ error: questionBankMessages.duration })
    .check(
      z.int({ error: questionBankMessages.duration }),
      z.gte(questionBankLimits.durationMinSeconds, { error: questionBankMessages.duration }),
      z.lte(questionBankLimits.durationMaxSeconds, { error: questionBankMessages.duration }),
    ),
  pass_percent: z
    .number({ error: questionBankMessages.passPercent })
    .check(
      z.int({ error: questionBankMessages.passPercent }),
      z.gte(0, { error: questionBankMessages.passPercent }),
      z.lte(100, { error: questionBankMessages.passPercent }),
    ),
  /** The job categories whose talents get the quiz recommended. */
  position_category_ids: z._default(
    z
      .array(positiveId, { error: questionBankMessages.unknownCategory })
      .check(z.maxLength(questionBankLimits.categoriesMax, { error: questionBankMessages.categoryCount })),
    [],
  ),
  questions: z
    .array(bankQuestionSchema, { error: questionBankMessages.questionCount })
    .check(
      z.minLength(questionBankLimits.questionsMin, { error: questionBankMessages.questionCount }),
      z.maxLength(questionBankLimits.questionsMax, { error: questionBankMessages.questionCount }),
    ),
});
export type BankTestBody = z.infer<typeof bankTestBodySchema>;

/** A test as staff see it: every question with the correct option marked, and how often it was taken. */
export const bankTestSchema = z.object({
  id: z.number().check(z.int()),
  contest_id: z.nullable(z.number().check(z.int())),
  name: z.string(),
  description: z.string(),
  duration_seconds: z.number().check(z.int()),
  pass_percent: z.number().check(z.int()),
  position_category_ids: z.array(z.number().check(z.int())),
  questions: z.array(
    z.object({ text: z.string(), options: z.array(z.object({ text: z.string(), correct: z.boolean() })) }),
  ),
  attempt_count: z.number().check(z.int()),
});
export type BankTest = z.infer<typeof bankTestSchema>;

export const bankTestSummarySchema = z.extend(
  z.omit(bankTestSchema, { questions: true, description: true, position_category_ids: true }),
  { question_count: z.number().check(z.int()) },
);
export type BankTestSummary = z.infer<typeof bankTestSummarySchema>;

const instant = z.iso.datetime({ offset: true, error: questionBankMessages.dateTime });

export const bankContestBodySchema = z
  .object({
    name: requiredText(questionBankLimits.nameMax, questionBankMessages.nameTooLong),
    description: requiredText(questionBankLimits.descriptionMax, questionBankMessages.descriptionTooLong),
    starts_at: instant,
    ends_at: instant,
  })
  .check(
    z.refine((contest) => Date.parse(contest.ends_at) > Date.parse(contest.starts_at), {
      error: questionBankMessages.endsBeforeStart,
      path: ['ends_at'],
    }),
  );
export type BankContestBody = z.infer<typeof bankContestBodySchema>;

export const bankContestSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type BankContest = z.infer<typeof bankContestSchema>;

const idParams = z.object({ id: positiveId });

export const listBankTests = defineEndpoint({
  method: 'GET',
  group: 'staff',
  path: '/question-bank/tests',
  summary: 'Every quiz and challenge with its question count and how often talents took it',
  access: 'staff',
  data: z.array(bankTestSummarySchema),
});

export const getBankTest = defineEndpoint({
  method: 'GET',
  group: 'staff',
  path: '/question-bank/tests/{id}',
  summary: 'One quiz or challenge whole, correct options marked: the document staff edit and send back',
  access: 'staff',
  params: idParams,
  data: bankTestSchema,
});

export const addBankTest = defineEndpoint({
  method: 'POST',
  group: 'staff',
  path: '/question-bank/tests',
  summary: 'Add a quiz, or a challenge to a contest (contest_id); exactly one correct option per question',
  access: 'staff',
  body: bankTestBodySchema,
  successStatus: 201,
  data: bankTestSchema,
});

export const editBankTest = defineEndpoint({
  method: 'PUT',
  group: 'staff',
  path: '/question-bank/tests/{id}',
  summary:
    'Replace a quiz or challenge; once talents have taken it, only its name, description, time, pass mark and categories may change',
  access: 'staff',
  params: idParams,
  body: bankTestBodySchema,
  data: bankTestSchema,
});

export const addBankContest = defineEndpoint({
  method: 'POST',
  group: 'staff',
  path: '/question-bank/contests',
  summary: 'Add a contest open between two instants; its challenges are added as tests with its contest_id',
  access: 'staff',
  body: bankContestBodySchema,
  successStatus: 201,
  data: bankContestSchema,
});

export const editBankContest = defineEndpoint({
  method: 'PUT',
  group: 'staff',
  path: '/question-bank/contests/{id}',
  summary: 'Rename a contest or move its dates',
  access: 'staff',
  params: idParams,
  body: bankContestBodySchema,
  data: bankContestSchema,
});
