import { randomBytes } from 'node:crypto';
import {
  type AssessmentFilter,
  type AssessmentReport,
  type Attempt,
  type AttemptResult,
  assessmentErrorTypes,
  assessmentMessages,
  type Certificate,
  type ChallengeAttempt,
  type Contest,
  type ContestSurveyBody,
  type LeaderboardEntry,
  notificationTexts,
  type QuizListItem,
  type TalentAssessment,
} from '@talent/contract';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../platform/errors/app-error.ts';
import type { EventPublisher } from '../../platform/events/events.ts';
import type { AssessmentsRepository, AttemptRow, TestRow } from './assessments.repository.ts';
import {
  attemptStatusOf,
  contestStatusOf,
  earnsCertificate,
  remainingMsOf,
  retakeAtOf,
  scoreOf,
} from './assessments.rules.ts';
import {
  assessmentOf,
  certificateOf,
  contestOf,
  leaderboardOf,
  questionOf,
  reviewOf,
} from './assessments.shapes.ts';
import { certificatePdf } from './certificate-pdf.ts';

/** A quiz stands alone; a challenge belongs to a contest. The same rules run both. */
export type TestKind = 'quiz' | 'challenge';

/** One answer or one skip (`optionId` null), as the talent's browser sent it. */
export interface AnswerInput {
  attemptId: number;
  questionId: number;
  optionId: number | null;
  durationSeconds: number;
}

/** A public certificate id: 16 hexadecimal characters, long enough that ids cannot be guessed. */
export function newCertificateUid(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

const kindOf = (test: TestRow): TestKind => (test.contestId === null ? 'quiz' : 'challenge');

/** The refusal of an answer after the deadline; a challenge's moves the screen to timesup (spec section 8). */
function timeUp(kind: TestKind): AppError {
  return kind === 'challenge'
    ? new AppError(410, assessmentErrorTypes.contestExpired, assessmentMessages.contestExpired)
    : new AppError(410, assessmentErrorTypes.quizExpired, assessmentMessages.quizTimeUp);
}

const refusedAt = (field: string, message: string) =>
  new AppError(409, 'CONFLICT', message, { fields: { [field]: message } });

export function createAssessmentsService(deps: {
  repository: AssessmentsRepository;
  events: EventPublisher;
  now: () => Date;
  /** Where the app is served, for the verification link printed on a certificate. */
  publicUrl: string;
  newUid?: () => string;
}) {
  const { repository, events, now, publicUrl } = deps;
  const newUid = deps.newUid ?? newCertificateUid;

  async function testOf(id: number, kind: TestKind): Promise<TestRow> {
    const test = await repository.test(id);
    if (!test || kindOf(test) !== kind) throw notFound();
    return test;
  }

  async function announceCertificate(talentId: number, test: TestRow, uid: string): Promise<void> {
    await events.publish('notification.requested', {
      talentId,
      type: 'certificate',
      text: notificationTexts.certificateEarned(test.name, uid),
      urlAction: `/talent/certificate/${uid}`,
    });
  }

  /** An open attempt whose deadline has passed is ended now, at its deadline, before anything reads it. */
  async function settle(attempt: AttemptRow, test: TestRow): Promise<AttemptRow> {
    if (attempt.finishedAt || attempt.deadlineAt.getTime() > now().getTime()) return attempt;
    const score = scoreOf(attempt.correctCount, test.questionCount);
    const earns = earnsCertificate(
      { passPercent: test.passPercent, isChallenge: kindOf(test) === 'challenge' },
      score,
      false,
    );
    const uid = earns ? newUid() : null;
    const ended = await repository.endAtDeadline(attempt, now(), uid);
    if (uid && ended.certificateIssued) await announceCertificate(attempt.talentId, test, uid);
    return ended.attempt;
  }

  async function stateOf(attempt: AttemptRow, test: TestRow): Promise<Attempt> {
    const status = attemptStatusOf(attempt, test.questionCount, now());
    const question =
      status === 'question'
        ? await repository.question({ testId: test.id, position: attempt.nextPosition })
        : undefined;
    return {
      attempt_id: attempt.id,
      test_id: test.id,
      status,
      last_question: Math.min(attempt.nextPosition, test.questionCount),
      question_count: test.questionCount,
      question: question ? questionOf(question) : null,
      deadline_at: attempt.deadlineAt.toISOString(),
      remaining_ms: status === 'question' ? remainingMsOf(attempt.deadlineAt, now()) : 0,
    };
  }

  async function resultOf(attempt: AttemptRow, test: TestRow): Promise<AttemptResult> {
    const score = scoreOf(attempt.correctCount, test.questionCount);
    const completed = attempt.nextPosition > test.questionCount;
    const passed = earnsCertificate(
      { passPercent: test.passPercent, isChallenge: kindOf(test) === 'challenge' },
      score,
      completed,
    );
    return {
      attempt_id: attempt.id,
      score,
      passed,
      certificate_uid: passed
        ? ((await repository.certificateOfTest(attempt.talentId, test.id)) ?? null)
        : null,
      finished_at: (attempt.finishedAt ?? attempt.deadlineAt).toISOString(),
    };
  }

  /** The attempt and its test, for its own talent only. */
  async function ownAttempt(
    attemptId: number,
    talentId: number,
  ): Promise<{ attempt: AttemptRow; test: TestRow }> {
    const attempt = await repository.attempt(attemptId);
    // Another talent's attempt answers as a missing one, so its id tells nothing.
    if (!attempt || attempt.talentId !== talentId) throw notFound();
    const test = await repository.test(attempt.testId);
    if (!test) throw notFound();
    return { attempt: await settle(attempt, test), test };
  }

  async function talentView(testId: number, talentId: number, kind: TestKind): Promise<TalentAssessment> {
    const test = await testOf(testId, kind);
    const latest = await repository.latestAttempt(testId, talentId);
    const current = latest && (await settle(latest, test));
    const ended = current?.finishedAt ? current : await repository.latestEndedAttempt(testId, talentId);
    const retakeAt = kind === 'quiz' && current?.finishedAt ? retakeAtOf(current.finishedAt, now()) : null;
    return {
      assessment: assessmentOf(test),
      attempt: current ? await stateOf(current, test) : null,
      last_result: ended ? await resultOf(ended, test) : null,
      retake_at: retakeAt?.toISOString() ?? null,
    };
  }

  /** Opens an attempt with the server's deadline; two starts at once make one attempt. */
  async function open(test: TestRow, talentId: number, deadlineCap?: Date): Promise<AttemptRow> {
    const startedAt = now();
    const byDuration = new Date(startedAt.getTime() + test.durationSeconds * 1000);
    const deadlineAt = deadlineCap && deadlineCap < byDuration ? deadlineCap : byDuration;
    const inserted = await repository.insertAttempt({ testId: test.id, talentId, startedAt, deadlineAt });
    const attempt = inserted ?? (await repository.latestAttempt(test.id, talentId));
    if (!attempt) throw conflict(assessmentMessages.attemptEnded);
    return attempt;
  }

  /**
   * Answers or skips the question the attempt is on. The same answer sent again (a retry, a
   * double click) returns where the attempt stands without counting twice; a different answer
   * to a question already answered (another tab) is refused; so is anything after the deadline.
   */
  async function move(talentId: number, kind: TestKind, input: AnswerInput): Promise<Attempt> {
    let { attempt, test } = await ownAttempt(input.attemptId, talentId);
    if (kindOf(test) !== kind) throw notFound();
    const question = await repository.question({ testId: test.id, id: input.questionId });
    if (!question) throw refusedAt('question_id', assessmentMessages.notCurrentQuestion);
    const option =
      input.optionId === null ? undefined : question.options.find((each) => each.id === input.optionId);
    if (input.optionId !== null && !option) {
      throw new AppError(400, 'VALIDATION_ERROR', assessmentMessages.optionNotOfQuestion, {
        fields: { option_id: assessmentMessages.optionNotOfQuestion },
      });
    }
    // A second round only when another request moved the attempt between our read and our update.
    for (let round = 0; round < 2; round += 1) {
      if (question.position < attempt.nextPosition) {
        const stored = await repository.storedAnswer(attempt.id, question.id);
        if (stored && stored.optionId === input.optionId) return stateOf(attempt, test);
        throw refusedAt('question_id', assessmentMessages.alreadyAnswered);
      }
      if (attempt.finishedAt) throw timeUp(kind);
      if (question.position > attempt.nextPosition)
        throw refusedAt('question_id', assessmentMessages.notCurrentQuestion);
      const correct = option?.correct === true;
      const finishes = attempt.nextPosition === test.questionCount;
      const score = scoreOf(attempt.correctCount + (correct ? 1 : 0), test.questionCount);
      const earns =
        finishes &&
        earnsCertificate({ passPercent: test.passPercent, isChallenge: kind === 'challenge' }, score, true);
      const uid = earns ? newUid() : null;
      const moved = await repository.recordAnswer({
        attemptId: attempt.id,
        position: attempt.nextPosition,
        questionId: question.id,
        optionId: input.optionId,
        correct,
        durationMs: input.durationSeconds * 1000,
        now: now(),
        finishes,
        certificateUid: uid,
      });
      const fresh = await repository.attempt(attempt.id);
      if (!fresh) throw notFound();
      attempt = await settle(fresh, test);
      if (moved !== 'stale') {
        if (uid && moved === 'certified') await announceCertificate(talentId, test, uid);
        return stateOf(attempt, test);
      }
    }
    throw refusedAt('question_id', assessmentMessages.alreadyAnswered);
  }

  function challengeStateOf(state: Attempt): ChallengeAttempt {
    return {
      attempt_id: state.attempt_id,
      test_id: state.test_id,
      NextQuestion: state.question,
      last_question: state.last_question,
      question_count: state.question_count,
      deadline_at: state.deadline_at,
      remaining_ms: state.remaining_ms,
    };
  }

  async function contestOfTest(test: TestRow) {
    const contest = test.contestId === null ? undefined : await repository.contest(test.contestId);
    if (!contest) throw notFound();
    return contest;
  }

  return {
    async quizzes(talentId: number, filter: AssessmentFilter, page: number, size: number) {
      const recommendedOnly = filter === 'recommended';
      const [rows, total] = await Promise.all([
        repository.quizzes(talentId, recommendedOnly, page, size),
        repository.quizCount(talentId, recommendedOnly),
      ]);
      const passed = await repository.passedTests(
        talentId,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => ({
          ...assessmentOf(row),
          passed: passed.has(row.id),
        })) satisfies QuizListItem[],
        count: total,
      };
    },

    async quizCounts(talentId: number) {
      const [recommended, all] = await Promise.all([
        repository.quizCount(talentId, true),
        repository.quizCount(talentId, false),
      ]);
      return { recommended_count: recommended, all_count: all };
    },

    talentQuiz: (testId: number, talentId: number) => talentView(testId, talentId, 'quiz'),

    /**
     * Resumes the open attempt where it is, with the time left; otherwise starts a new one, once
     * the cool-down after the last attempt has run.
     */
    async startQuiz(talentId: number, testId: number): Promise<Attempt> {
      const test = await testOf(testId, 'quiz');
      const latest = await repository.latestAttempt(testId, talentId);
      const current = latest && (await settle(latest, test));
      if (current && !current.finishedAt) return stateOf(current, test);
      if (current?.finishedAt && retakeAtOf(current.finishedAt, now())) {
        throw new AppError(409, assessmentErrorTypes.retakeTooSoon, assessmentMessages.retakeTooSoon);
      }
      return stateOf(await open(test, talentId), test);
    },

    answer: (talentId: number, kind: TestKind, input: AnswerInput) => move(talentId, kind, input),

    async report(testId: number, attemptId: number, talentId: number): Promise<AssessmentReport> {
      const { attempt, test } = await ownAttempt(attemptId, talentId);
      if (test.id !== testId) throw notFound();
      if (!attempt.finishedAt) {
        throw new AppError(409, assessmentErrorTypes.attemptInProgress, assessmentMessages.reportNotReady);
      }
      const result = await resultOf(attempt, test);
      return {
        ...result,
        test_id: test.id,
        name: test.name,
        correct_count: attempt.correctCount,
        question_count: test.questionCount,
        pass_percent: test.passPercent,
        duration_seconds: Math.round(attempt.durationMs / 1000),
        review: reviewOf(await repository.questionsWithAnswers(test.id, attempt.id)),
      };
    },

    /** Open contests first, then upcoming, then ended. */
    async contests(): Promise<Contest[]> {
      const order = { open: 0, upcoming: 1, ended: 2 } as const;
      const contests = (await repository.contests()).map((row) => contestOf(row, now()));
      return contests.sort((a, b) => order[a.status] - order[b.status]);
    },

    async contestChallenges(contestId: number) {
      const contest = await repository.contest(contestId);
      if (!contest) throw notFound();
      return {
        contest: contestOf(contest, now()),
        challenges: (await repository.challenges(contestId)).map(assessmentOf),
      };
    },

    async talentChallenge(testId: number, talentId: number) {
      const view = await talentView(testId, talentId, 'challenge');
      const test = await testOf(testId, 'challenge');
      return { ...view, contest: contestOf(await contestOfTest(test), now()) };
    },

    /**
     * A challenge is taken once: starting again resumes it, answers NextQuestion null once it is
     * finished, and CONTEST_EXPIRED once its time or its contest is over.
     */
    async startChallenge(talentId: number, testId: number): Promise<ChallengeAttempt> {
      const test = await testOf(testId, 'challenge');
      const contest = await contestOfTest(test);
      const latest = await repository.latestAttempt(testId, talentId);
      if (latest) {
        const state = await stateOf(await settle(latest, test), test);
        if (state.status === 'timesup') throw timeUp('challenge');
        return challengeStateOf(state);
      }
      const status = contestStatusOf(contest, now());
      if (status === 'ended') throw timeUp('challenge');
      if (status === 'upcoming') throw conflict(assessmentMessages.contestNotOpen);
      return challengeStateOf(await stateOf(await open(test, talentId, contest.endsAt), test));
    },

    async answerChallenge(talentId: number, input: AnswerInput): Promise<ChallengeAttempt> {
      return challengeStateOf(await move(talentId, 'challenge', input));
    },

    async submissions(contestId: number, talentId: number) {
      const contest = await repository.contest(contestId);
      if (!contest) throw notFound();
      const ended = await repository.endedAttemptsInContest(contestId, talentId);
      return Promise.all(
        ended.map(async ({ attempt, name }) => {
          const test = await testOf(attempt.testId, 'challenge');
          return { ...(await resultOf(attempt, test)), test_id: attempt.testId, name };
        }),
      );
    },

    /** A certificate by its public id is open to anyone; a talent's list only to that talent. */
    async certificates(
      query: { uid?: string; talentId?: number },
      callerId: number | null,
    ): Promise<Certificate[]> {
      if (query.uid !== undefined)
        return (await repository.certificates({ uid: query.uid })).map(certificateOf);
      if (callerId === null) throw unauthorized();
      if (query.talentId !== callerId) throw forbidden();
      return (await repository.certificates({ talentId: callerId })).map(certificateOf);
    },

    async certificatePdf(uid: string): Promise<Buffer> {
      const [row] = await repository.certificates({ uid });
      if (!row) throw notFound(assessmentMessages.certificateNotFound);
      return certificatePdf(
        certificateOf(row),
        `${publicUrl}/talent/certificate/${row.uid}`,
        row.talentLanguage,
      );
    },

    /** Contest survey answers; an unknown source is refused at its field rather than by the database. */
    async saveContestSurvey(talentId: number, body: ContestSurveyBody) {
      const ids = [...new Set(body.answers.map((answer) => answer.survey_source_id))];
      const known = new Set(await repository.knownSurveySources(ids));
      const unknown = body.answers.findIndex((answer) => !known.has(answer.survey_source_id));
      if (unknown >= 0) {
        throw new AppError(400, 'VALIDATION_ERROR', assessmentMessages.surveyRequired, {
          fields: { [`answers.${unknown}.survey_source_id`]: assessmentMessages.surveyRequired },
        });
      }
      const answers = body.answers.map((answer) => ({
        surveySourceId: answer.survey_source_id,
        description: answer.description || null,
      }));
      await repository.saveContestSurvey(talentId, answers, now());
      return this.contestSurvey(talentId);
    },

    async contestSurvey(talentId: number) {
      return (await repository.contestSurvey(talentId)).map((answer) => ({
        survey_source_id: answer.surveySourceId,
        description: answer.description,
      }));
    },

    async leaderboard(contestId: number, size: number): Promise<LeaderboardEntry[]> {
      if (!(await repository.contest(contestId))) throw notFound();
      return leaderboardOf(await repository.leaderboard(contestId, size));
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
