import { z } from 'zod/mini';
import type { PageHead } from './companies.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageHeadTexts } from './page-head-texts.ts';

/**
 * Skill assessments (quizzes), contests of challenges, and the certificates both earn (spec
 * sections 2, 3, 4, 7, 8, 9). Quizzes and challenges are the same thing underneath: a timed test
 * of multiple-choice questions. The server owns the clock (decision 0080): an attempt's deadline
 * is fixed when it starts, every answer is checked against it, and the browser only shows the
 * remaining time the server reports. The correct option never appears in an answer before the
 * attempt has ended.
 */

/** Spec section 9: the assessment modal shows 4 quizzes per page. */
export const assessmentLimits = {
  pageSize: 4,
  /** The longest time one question may report, in seconds (a day): anything above is a broken client. */
  questionDurationMax: 86_400,
  /** Certificates carry this product in their lookup path, `GET /{product}-certificate`. */
  product: 'talent',
  /**
   * Days after an attempt ends before the quiz can be taken again. The spec names no number; the
   * report shows every right answer, so an immediate retake would test memory, not the skill.
   */
  retakeCooldownDays: 7,
} as const;

export const assessmentMessages = {
  wholeNumber: 'Must be a positive whole number',
  durationInvalid: 'Duration must be a whole number of seconds',
  notCurrentQuestion: 'This is not the question you are on; reload to continue where you are',
  alreadyAnswered: 'This question was already answered, perhaps in another tab',
  optionNotOfQuestion: "Choose one of this question's options",
  quizTimeUp: "Time's up: this quiz has ended",
  contestExpired: "Time's up: this challenge has ended",
  contestNotOpen: 'This contest is not open right now',
  attemptEnded: 'This attempt has already ended',
  reportNotReady: 'The report is ready once the attempt has ended',
  certificateLookup: 'Give a certificate id (uid) or a talent id',
  certificateNotFound: 'We could not find a certificate with this id',
  surveyRequired: '* Required Field',
  surveyOtherRequired: '* Please tell us where you heard about the contest',
  surveyCategory: 'Unknown survey category',
  surveySaved: 'Thank you for your answer',
  retakeTooSoon: `You can take this quiz again ${assessmentLimits.retakeCooldownDays} days after your last attempt`,
} as const;

/** Error types the screens react to (spec section 8: CONTEST_EXPIRED moves to timesup). */
export const assessmentErrorTypes = {
  contestExpired: 'CONTEST_EXPIRED',
  quizExpired: 'QUIZ_EXPIRED',
  attemptInProgress: 'ATTEMPT_IN_PROGRESS',
  retakeTooSoon: 'RETAKE_TOO_SOON',
} as const;

const positiveId = z.coerce
  .number({ error: assessmentMessages.wholeNumber })
  .check(
    z.int({ error: assessmentMessages.wholeNumber }),
    z.positive({ error: assessmentMessages.wholeNumber }),
  );

const durationSeconds = z
  .number({ error: assessmentMessages.durationInvalid })
  .check(
    z.int({ error: assessmentMessages.durationInvalid }),
    z.gte(0, { error: assessmentMessages.durationInvalid }),
    z.lte(assessmentLimits.questionDurationMax, { error: assessmentMessages.durationInvalid }),
  );

/** Spec section 3, Assessment: `position_prefixes` are the job categories the quiz suits. */
export const assessmentSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
  position_prefixes: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
  question_count: z.number().check(z.int()),
  /** Whole minutes, as the quiz card shows it. */
  duration: z.number().check(z.int()),
  duration_seconds: z.number().check(z.int()),
  pass_percent: z.number().check(z.int()),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** A question as the talent sees it during an attempt: never which option is correct. */
export const questionSchema = z.object({
  id: z.number().check(z.int()),
  /** 1-based place among the test's questions. */
  position: z.number().check(z.int()),
  text: z.string(),
  options: z.array(z.object({ id: z.number().check(z.int()), text: z.string() })),
});
export type Question = z.infer<typeof questionSchema>;

/** Spec section 4: question while running, finish after the last answer, timesup after the deadline. */
export const attemptStatuses = ['question', 'finish', 'timesup'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];

/** Spec section 3, Attempt: `attempt_id`, `last_question` (the 1-based question the talent is on), `question`. */
export const attemptSchema = z.object({
  attempt_id: z.number().check(z.int()),
  test_id: z.number().check(z.int()),
  status: z.enum(attemptStatuses),
  last_question: z.number().check(z.int()),
  question_count: z.number().check(z.int()),
  /** Null once the attempt has ended. */
  question: z.nullable(questionSchema),
  deadline_at: z.string(),
  /** What is left of the time by the server's clock, so a reload resumes the countdown where it was. */
  remaining_ms: z.number().check(z.int()),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** How an ended attempt went. */
export const attemptResultSchema = z.object({
  attempt_id: z.number().check(z.int()),
  score: z.number().check(z.int()),
  passed: z.boolean(),
  certificate_uid: z.nullable(z.string()),
  finished_at: z.string(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** A quiz as one talent sees it: the open attempt to resume, and the latest result. */
export const talentAssessmentSchema = z.object({
  assessment: assessmentSchema,
  attempt: z.nullable(attemptSchema),
  last_result: z.nullable(attemptResultSchema),
  /** When a new attempt may start, while the retake cool-down runs; null when it may start now. */
  retake_at: z.nullable(z.string()),
});
export type TalentAssessment = z.infer<typeof talentAssessmentSchema>;

export const reviewOutcomes = ['correct', 'wrong', 'skipped'] as const;

/** The report after the end: the score and every question with the right option and the talent's choice. */
export const assessmentReportSchema = z.extend(attemptResultSchema, {
  test_id: z.number().check(z.int()),
  name: z.string(),
  correct_count: z.number().check(z.int()),
  question_count: z.number().check(z.int()),
  pass_percent: z.number().check(z.int()),
  /** Sum of the per-question durations the talent's browser reported. */
  duration_seconds: z.number().check(z.int()),
  review: z.array(
    z.object({
      question_id: z.number().check(z.int()),
      position: z.number().check(z.int()),
      text: z.string(),
      options: z.array(z.object({ id: z.number().check(z.int()), text: z.string(), correct: z.boolean() })),
      chosen_option_id: z.nullable(z.number().check(z.int())),
      outcome: z.enum(reviewOutcomes),
    }),
  ),
});
export type AssessmentReport = z.infer<typeof assessmentReportSchema>;

export const assessmentFilters = ['recommended', 'all'] as const;

/** A quiz in the list, with whether this talent has passed it (holds its certificate). */
export const quizListItemSchema = z.extend(assessmentSchema, { passed: z.boolean() });
export type QuizListItem = z.infer<typeof quizListItemSchema>;
export type AssessmentFilter = (typeof assessmentFilters)[number];

export const listAssessments = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/assessments',
  summary:
    "Quizzes, 4 a page: `recommended` are those of the talent's job category, `all` every quiz; meta.count is the total",
  access: 'talent',
  owner: 'query.talent_id',
  query: z.object({
    talent_id: positiveId,
    filter: z._default(z.enum(assessmentFilters), 'all'),
    page: z._default(positiveId, 1),
    size: z._default(positiveId.check(z.lte(50)), assessmentLimits.pageSize),
  }),
  data: z.array(quizListItemSchema),
});

export const countAssessments = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/assessments/count',
  summary: 'How many quizzes each tab of the assessment modal holds',
  access: 'talent',
  owner: 'query.talent_id',
  query: z.object({ talent_id: positiveId }),
  data: z.object({ recommended_count: z.number().check(z.int()), all_count: z.number().check(z.int()) }),
});

export const getTalentAssessment = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/assessments/{id}/talents/{talentId}',
  summary: 'One quiz for the talent: its description, the open attempt to resume and the latest result',
  access: 'talent',
  owner: 'params.talentId',
  params: z.object({ id: positiveId, talentId: positiveId }),
  data: talentAssessmentSchema,
});

export const startAssessmentAttempt = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/assessments/attempts',
  summary:
    'Starts a quiz attempt with a deadline the server keeps, or resumes the open one at its question with the time left',
  access: 'talent',
  owner: 'body.talent_id',
  body: z.object({ talent_id: positiveId, assessment_id: positiveId }),
  data: attemptSchema,
});

export const answerAssessmentQuestion = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/assessments/answer',
  summary:
    'Answers the current question and moves to the next (question null at the end); the same answer twice counts once; refused after the deadline (QUIZ_EXPIRED)',
  access: 'talent',
  body: z.object({
    attempt_id: positiveId,
    question_id: positiveId,
    option_id: positiveId,
    duration: durationSeconds,
  }),
  data: attemptSchema,
});

export const skipAssessmentQuestion = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/assessments/skip',
  summary: 'Skips the current question (it counts as not answered) and moves to the next',
  access: 'talent',
  body: z.object({ attempt_id: positiveId, question_id: positiveId, duration: durationSeconds }),
  data: attemptSchema,
});

export const getAssessmentReport = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/assessments/{id}/report/{attemptId}',
  summary: 'The score and per-question review of an ended attempt; refused while the attempt runs',
  access: 'talent',
  params: z.object({ id: positiveId, attemptId: positiveId }),
  data: assessmentReportSchema,
});

/* Contests ------------------------------------------------------------------------------------ */

export const contestStatuses = ['upcoming', 'open', 'ended'] as const;

export const contestSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(contestStatuses),
  challenge_count: z.number().check(z.int()),
});
export type Contest = z.infer<typeof contestSchema>;

/**
 * Spec section 3, Contest attempt: `attempt_id`, and `NextQuestion` null once the challenge is
 * finished (the spec's capitalised name, as the challenge calls answer it).
 */
export const challengeAttemptSchema = z.object({
  attempt_id: z.number().check(z.int()),
  test_id: z.number().check(z.int()),
  NextQuestion: z.nullable(questionSchema),
  last_question: z.number().check(z.int()),
  question_count: z.number().check(z.int()),
  deadline_at: z.string(),
  remaining_ms: z.number().check(z.int()),
});
export type ChallengeAttempt = z.infer<typeof challengeAttemptSchema>;

export const listContests = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/contests',
  summary: 'Contests, open ones first, then upcoming, then ended',
  access: 'talent',
  data: z.array(contestSchema),
});

export const listContestChallenges = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/contests/{id}/challenges',
  summary: 'A contest and its challenges',
  access: 'talent',
  params: z.object({ id: positiveId }),
  data: z.object({ contest: contestSchema, challenges: z.array(assessmentSchema) }),
});

export const getTalentChallenge = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/challenges/{id}/talents/{talentId}',
  summary: 'One challenge for the talent: its contest, the open attempt to resume and the result',
  access: 'talent',
  owner: 'params.talentId',
  params: z.object({ id: positiveId, talentId: positiveId }),
  data: z.extend(talentAssessmentSchema, { contest: contestSchema }),
});

export const listContestSubmissions = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/contests/{id}/submissions/{talentId}',
  summary: "The talent's ended challenges of a contest with their scores",
  access: 'talent',
  owner: 'params.talentId',
  params: z.object({ id: positiveId, talentId: positiveId }),
  data: z.array(z.extend(attemptResultSchema, { test_id: z.number().check(z.int()), name: z.string() })),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().check(z.int()),
  talent_id: z.number().check(z.int()),
  fullname: z.string(),
  score: z.number().check(z.int()),
  duration_seconds: z.number().check(z.int()),
  challenges_done: z.number().check(z.int()),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const getContestLeaderboard = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/contests/{id}/leaderboard',
  summary: 'The contest ranking: total score of ended challenges, ties broken by less time taken',
  access: 'talent',
  params: z.object({ id: positiveId }),
  query: z.object({ size: z._default(positiveId.check(z.lte(100)), 20) }),
  data: z.array(leaderboardEntrySchema),
});

export const startChallengeAttempt = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/challenges/attempts',
  summary:
    'Starts or resumes a challenge (one attempt per talent); NextQuestion null when finished; CONTEST_EXPIRED when its time or its contest is over',
  access: 'talent',
  owner: 'body.talent_id',
  body: z.object({ talent_id: positiveId, test_id: positiveId, notified: z._default(z.boolean(), true) }),
  data: challengeAttemptSchema,
});

export const answerChallengeQuestion = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/challenges/answer',
  summary:
    'Answers the current challenge question; NextQuestion null when finished; CONTEST_EXPIRED after the deadline',
  access: 'talent',
  body: z.object({
    test_attempt_id: positiveId,
    test_option_id: positiveId,
    test_question_id: positiveId,
    duration: durationSeconds,
  }),
  data: challengeAttemptSchema,
});

export const skipChallengeQuestion = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/challenges/skip',
  summary: 'Skips the current challenge question; NextQuestion null when finished',
  access: 'talent',
  body: z.object({ test_attempt_id: positiveId, test_question_id: positiveId, duration: durationSeconds }),
  data: challengeAttemptSchema,
});

export const assessmentEndpoints = {
  listAssessments,
  countAssessments,
  getTalentAssessment,
  startAssessmentAttempt,
  answerAssessmentQuestion,
  skipAssessmentQuestion,
  getAssessmentReport,
  listContests,
  listContestChallenges,
  getTalentChallenge,
  listContestSubmissions,
  getContestLeaderboard,
  startChallengeAttempt,
  answerChallengeQuestion,
  skipChallengeQuestion,
} as const;

/* Certificates --------------------------------------------------------------------------------- */

export const certificateKinds = ['assessment', 'challenge'] as const;

export const earnedCertificateSchema = z.object({
  /** The public id anyone may look the certificate up by. */
  uid: z.string(),
  talent_id: z.number().check(z.int()),
  talent_name: z.string(),
  kind: z.enum(certificateKinds),
  /** The quiz or challenge passed. */
  name: z.string(),
  contest_name: z.nullable(z.string()),
  score: z.number().check(z.int()),
  issued_at: z.string(),
});
export type Certificate = z.infer<typeof earnedCertificateSchema>;

/**
 * Where the web app keeps a certificate looked up by its public id (`lookUpCertificates`' data); the
 * server's render of the certificate page puts its answer there (decision 0149).
 */
export const certificateQueryKey = (uid: string) => ['certificates', uid] as const;

/** A certificate page's head in the first HTML, so a shared certificate previews as what it proves. */
export function certificatePageHead(certificate: Certificate): PageHead {
  const summary =
    certificate.kind === 'challenge'
      ? pageHeadTexts.challengeCertificateSummary
      : pageHeadTexts.assessmentCertificateSummary;
  return {
    title: pageHeadTexts.certificateTitle(certificate.talent_name),
    description: summary(certificate.talent_name, certificate.name, certificate.score, certificate.uid),
    image: null,
  };
}

/** A certificate id as printed: letters and digits only, so a typed id cannot inject anything. */
export const certificateUidPattern = /^[0-9A-Z]{1,64}$/;
const certificateUid = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(certificateUidPattern, { error: assessmentMessages.certificateNotFound }),
  );

export const lookUpCertificates = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: `/${assessmentLimits.product}-certificate`,
  summary:
    "Certificates by public id (`uid`, for anyone; 404 NOT_FOUND when none has it) or by `talent_id` (the talent's own)",
  access: 'public',
  // An id that cannot be a certificate's is not found either, rather than bad input (spec section 2:
  // a failed lookup shows /talent/certificate-not-found).
  query: z
    .object({
      uid: z.optional(z.string().check(z.trim(), z.toUpperCase())),
      talent_id: z.optional(positiveId),
    })
    .check(
      z.refine((query) => (query.uid === undefined) !== (query.talent_id === undefined), {
        error: assessmentMessages.certificateLookup,
        path: ['uid'],
      }),
    ),
  data: z.array(earnedCertificateSchema),
});

export const downloadCertificate = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: `/${assessmentLimits.product}-certificate/{uid}/pdf`,
  summary: 'The certificate as a printable A4 PDF (application/pdf), for anyone with its public id',
  access: 'public',
  params: z.object({ uid: certificateUid }),
  data: z.unknown(),
});

/* Contest survey ------------------------------------------------------------------------------- */

/** Spec section 9: Other is 99 for survey sources. */
export const otherSurveySourceId = 99;

export const surveyCategories = ['contest'] as const;

export const surveyAnswerSchema = z
  .object({
    survey_source_id: positiveId,
    description: z.optional(z.string().check(z.trim(), z.maxLength(250, { error: 'Max 250 characters' }))),
  })
  .check(
    z.superRefine((answer, context) => {
      if (answer.survey_source_id === otherSurveySourceId && !answer.description) {
        context.addIssue({
          code: 'custom',
          message: assessmentMessages.surveyOtherRequired,
          path: ['description'],
        });
      }
    }),
  );

/** Spec section 7: survey answers are a list of {survey_source_id, description}, sent form-encoded. */
export const contestSurveyBodySchema = z.object({
  answers: z
    .array(surveyAnswerSchema, { error: assessmentMessages.surveyRequired })
    .check(z.minLength(1, { error: assessmentMessages.surveyRequired }), z.maxLength(20)),
});
export type ContestSurveyBody = z.infer<typeof contestSurveyBodySchema>;

export const saveContestSurvey = defineEndpoint({
  method: 'PUT',
  group: 'talentV1',
  path: '/talent/{id}/surveys',
  summary: 'Where the talent heard about the contest (category=contest); Other (99) needs a description; 201',
  access: 'talent',
  params: z.object({ id: positiveId }),
  query: z.object({ category: z.enum(surveyCategories, { error: assessmentMessages.surveyCategory }) }),
  body: contestSurveyBodySchema,
  bodyType: 'form',
  successStatus: 201,
  data: z.object({
    talent_id: z.number().check(z.int()),
    category: z.enum(surveyCategories),
    answers: z.array(
      z.object({ survey_source_id: z.number().check(z.int()), description: z.nullable(z.string()) }),
    ),
  }),
});

export const getContestSurvey = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/{id}/surveys',
  summary: "The talent's survey answers of a category; an empty list while unanswered (the modal opens then)",
  access: 'talent',
  params: z.object({ id: positiveId }),
  query: z.object({ category: z.enum(surveyCategories, { error: assessmentMessages.surveyCategory }) }),
  data: z.array(
    z.object({ survey_source_id: z.number().check(z.int()), description: z.nullable(z.string()) }),
  ),
});

export const certificateEndpoints = {
  lookUpCertificates,
  downloadCertificate,
  saveContestSurvey,
  getContestSurvey,
} as const;
