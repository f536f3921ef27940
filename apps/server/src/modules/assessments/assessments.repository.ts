import type { AccountLanguage } from '@talent/contract';
import { type Database, schema } from '@talent/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';

const {
  certificates,
  contestSurveyAnswers,
  contests,
  surveySources,
  positionCategories,
  talentProfiles,
  testAttemptAnswers,
  testAttempts,
  testOptions,
  testPositionCategories,
  testQuestions,
  tests,
  users,
} = schema;

export interface TestRow {
  id: number;
  contestId: number | null;
  name: string;
  description: string;
  durationSeconds: number;
  passPercent: number;
  questionCount: number;
  categories: { id: number; name: string }[];
}

export interface ContestRow {
  id: number;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  challengeCount: number;
}

export type AttemptRow = typeof testAttempts.$inferSelect;

export interface QuestionRow {
  id: number;
  testId: number;
  position: number;
  text: string;
  options: { id: number; text: string; correct: boolean }[];
}

export interface CertificateRow {
  uid: string;
  talentId: number;
  talentName: string;
  talentLanguage: AccountLanguage;
  attemptId: number;
  testId: number;
  testName: string;
  contestName: string | null;
  score: number;
  issuedAt: Date;
}

/** What one answer or skip changes: the attempt moves from `position` to the next question. */
export interface AnswerMove {
  attemptId: number;
  position: number;
  questionId: number;
  optionId: number | null;
  correct: boolean;
  durationMs: number;
  now: Date;
  /** The last question: the attempt ends with this answer. */
  finishes: boolean;
  /** Set when the ending answer earns a certificate. */
  certificateUid: string | null;
}

/** Written out in SQL: the correlated column must stay qualified with the outer table's name. */
const questionCount = sql<number>`(select count(*)::int from "test_questions" q where q."test_id" = "tests"."id")`;
const challengeCount = sql<number>`(select count(*)::int from "tests" c where c."contest_id" = "contests"."id")`;

const testColumns = {
  id: tests.id,
  contestId: tests.contestId,
  name: tests.name,
  description: tests.description,
  durationSeconds: tests.durationSeconds,
  passPercent: tests.passPercent,
  questionCount,
};

const certificateColumns = {
  uid: certificates.uid,
  talentId: certificates.talentId,
  talentName: users.fullname,
  talentLanguage: users.language,
  attemptId: certificates.attemptId,
  testId: tests.id,
  testName: tests.name,
  contestName: contests.name,
  score: sql<number>`round(${testAttempts.correctCount} * 100.0 / greatest(${questionCount}, 1))::int`,
  issuedAt: certificates.issuedAt,
};

/**
 * Issues the talent's one certificate for the test, or moves the one it has to this attempt when
 * this attempt scored better (the uid stays, so a shared link shows the better score). True when
 * a certificate was issued that the talent did not have.
 */
async function issueCertificate(
  db: Database,
  certificate: { uid: string; attemptId: number; talentId: number; testId: number; issuedAt: Date },
): Promise<boolean> {
  const correctCountOf = (attemptId: SQL) =>
    sql`(select a.correct_count from test_attempts a where a.id = ${attemptId})`;
  const [stored] = await db
    .insert(certificates)
    .values(certificate)
    .onConflictDoUpdate({
      target: [certificates.talentId, certificates.testId],
      set: { attemptId: certificate.attemptId, issuedAt: certificate.issuedAt },
      setWhere: sql`${correctCountOf(sql`excluded.attempt_id`)} > ${correctCountOf(sql`${certificates.attemptId}`)}`,
    })
    .returning({ uid: certificates.uid });
  return stored?.uid === certificate.uid;
}

export function createAssessmentsRepository(db: Database) {
  async function withCategories(rows: Omit<TestRow, 'categories'>[]): Promise<TestRow[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select({
        testId: testPositionCategories.testId,
        id: positionCategories.id,
        name: positionCategories.name,
      })
      .from(testPositionCategories)
      .innerJoin(positionCategories, eq(positionCategories.id, testPositionCategories.positionCategoryId))
      .where(
        inArray(
          testPositionCategories.testId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(positionCategories.id));
    return rows.map((row) => ({
      ...row,
      categories: links.filter((link) => link.testId === row.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  /** Quizzes of the talent's job category (none when the talent has not chosen one). */
  const recommendedFor = (talentId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(testPositionCategories)
        .innerJoin(
          talentProfiles,
          eq(talentProfiles.positionCategoryId, testPositionCategories.positionCategoryId),
        )
        .where(and(eq(testPositionCategories.testId, tests.id), eq(talentProfiles.talentId, talentId))),
    );

  const quizzesWhere = (talentId: number, recommendedOnly: boolean) =>
    recommendedOnly ? and(isNull(tests.contestId), recommendedFor(talentId)) : isNull(tests.contestId);

  return {
    async quizzes(
      talentId: number,
      recommendedOnly: boolean,
      page: number,
      size: number,
    ): Promise<TestRow[]> {
      const rows = await db
        .select(testColumns)
        .from(tests)
        .where(quizzesWhere(talentId, recommendedOnly))
        .orderBy(asc(tests.name), asc(tests.id))
        .limit(size)
        .offset((page - 1) * size);
      return withCategories(rows);
    },

    /** Which of these tests the talent holds a certificate of, that is has passed. */
    async passedTests(talentId: number, testIds: readonly number[]): Promise<Set<number>> {
      if (testIds.length === 0) return new Set();
      const rows = await db
        .select({ testId: certificates.testId })
        .from(certificates)
        .where(and(eq(certificates.talentId, talentId), inArray(certificates.testId, [...testIds])));
      return new Set(rows.map((row) => row.testId));
    },

    async quizCount(talentId: number, recommendedOnly: boolean): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(tests)
        .where(quizzesWhere(talentId, recommendedOnly));
      return row?.n ?? 0;
    },

    async test(id: number): Promise<TestRow | undefined> {
      const rows = await db.select(testColumns).from(tests).where(eq(tests.id, id));
      return (await withCategories(rows))[0];
    },

    async challenges(contestId: number): Promise<TestRow[]> {
      const rows = await db
        .select(testColumns)
        .from(tests)
        .where(eq(tests.contestId, contestId))
        .orderBy(asc(tests.id));
      return withCategories(rows);
    },

    async contests(): Promise<ContestRow[]> {
      return db
        .select({
          id: contests.id,
          name: contests.name,
          description: contests.description,
          startsAt: contests.startsAt,
          endsAt: contests.endsAt,
          challengeCount,
        })
        .from(contests)
        .orderBy(asc(contests.endsAt), asc(contests.id));
    },

    async contest(id: number): Promise<ContestRow | undefined> {
      const [row] = await db
        .select({
          id: contests.id,
          name: contests.name,
          description: contests.description,
          startsAt: contests.startsAt,
          endsAt: contests.endsAt,
          challengeCount,
        })
        .from(contests)
        .where(eq(contests.id, id));
      return row;
    },

    /** A question with its options in order; `correct` stays on the server until the attempt ends. */
    async question(where: {
      testId: number;
      position?: number;
      id?: number;
    }): Promise<QuestionRow | undefined> {
      const [row] = await db
        .select({
          id: testQuestions.id,
          testId: testQuestions.testId,
          position: testQuestions.position,
          text: testQuestions.text,
        })
        .from(testQuestions)
        .where(
          and(
            eq(testQuestions.testId, where.testId),
            where.position === undefined ? undefined : eq(testQuestions.position, where.position),
            where.id === undefined ? undefined : eq(testQuestions.id, where.id),
          ),
        );
      if (!row) return undefined;
      const options = await db
        .select({ id: testOptions.id, text: testOptions.text, correct: testOptions.correct })
        .from(testOptions)
        .where(eq(testOptions.questionId, row.id))
        .orderBy(asc(testOptions.position));
      return { ...row, options };
    },

    async questionsWithAnswers(testId: number, attemptId: number) {
      const questions = await db
        .select({ id: testQuestions.id, position: testQuestions.position, text: testQuestions.text })
        .from(testQuestions)
        .where(eq(testQuestions.testId, testId))
        .orderBy(asc(testQuestions.position));
      const options = await db
        .select({
          questionId: testOptions.questionId,
          id: testOptions.id,
          text: testOptions.text,
          correct: testOptions.correct,
        })
        .from(testOptions)
        .innerJoin(testQuestions, eq(testQuestions.id, testOptions.questionId))
        .where(eq(testQuestions.testId, testId))
        .orderBy(asc(testOptions.position));
      const answers = await db
        .select({ questionId: testAttemptAnswers.questionId, optionId: testAttemptAnswers.optionId })
        .from(testAttemptAnswers)
        .where(eq(testAttemptAnswers.attemptId, attemptId));
      return questions.map((question) => ({
        ...question,
        options: options
          .filter((option) => option.questionId === question.id)
          .map(({ id, text, correct }) => ({ id, text, correct })),
        answer: answers.find((answer) => answer.questionId === question.id),
      }));
    },

    async storedAnswer(attemptId: number, questionId: number) {
      const [row] = await db
        .select({ optionId: testAttemptAnswers.optionId })
        .from(testAttemptAnswers)
        .where(
          and(eq(testAttemptAnswers.attemptId, attemptId), eq(testAttemptAnswers.questionId, questionId)),
        );
      return row;
    },

    async attempt(id: number): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(testAttempts).where(eq(testAttempts.id, id));
      return row;
    },

    /** The talent's newest attempt at a test, open or ended. */
    async latestAttempt(testId: number, talentId: number): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(testAttempts)
        .where(and(eq(testAttempts.testId, testId), eq(testAttempts.talentId, talentId)))
        .orderBy(desc(testAttempts.id))
        .limit(1);
      return row;
    },

    async latestEndedAttempt(testId: number, talentId: number): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(testAttempts)
        .where(
          and(
            eq(testAttempts.testId, testId),
            eq(testAttempts.talentId, talentId),
            isNotNull(testAttempts.finishedAt),
          ),
        )
        .orderBy(desc(testAttempts.id))
        .limit(1);
      return row;
    },

    async endedAttemptsInContest(contestId: number, talentId: number) {
      return db
        .select({ attempt: testAttempts, name: tests.name })
        .from(testAttempts)
        .innerJoin(tests, eq(tests.id, testAttempts.testId))
        .where(
          and(
            eq(tests.contestId, contestId),
            eq(testAttempts.talentId, talentId),
            isNotNull(testAttempts.finishedAt),
          ),
        )
        .orderBy(asc(tests.id));
    },

    /** Opens an attempt; undefined when one is already open (two quick starts make one attempt). */
    async insertAttempt(attempt: { testId: number; talentId: number; startedAt: Date; deadlineAt: Date }) {
      const [row] = await db.insert(testAttempts).values(attempt).onConflictDoNothing().returning();
      return row;
    },

    /**
     * Records one answer or skip in one transaction: the attempt moves on only from the question
     * it is on, before its deadline, while it is open, so of two tabs (or a retry) only one counts.
     * 'stale' when another request moved the attempt first; 'certified' when the answer ended it
     * with a certificate the talent did not have.
     */
    async recordAnswer(move: AnswerMove): Promise<'stale' | 'moved' | 'certified'> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(testAttempts)
          .set({
            nextPosition: sql`${testAttempts.nextPosition} + 1`,
            correctCount: sql`${testAttempts.correctCount} + ${move.correct ? 1 : 0}`,
            durationMs: sql`${testAttempts.durationMs} + ${move.durationMs}`,
            finishedAt: move.finishes ? move.now : null,
          })
          .where(
            and(
              eq(testAttempts.id, move.attemptId),
              eq(testAttempts.nextPosition, move.position),
              isNull(testAttempts.finishedAt),
              gt(testAttempts.deadlineAt, move.now),
            ),
          )
          .returning({ talentId: testAttempts.talentId, testId: testAttempts.testId });
        const [attempt] = moved;
        if (!attempt) return 'stale';
        await tx.insert(testAttemptAnswers).values({
          attemptId: move.attemptId,
          questionId: move.questionId,
          optionId: move.optionId,
          durationMs: move.durationMs,
          answeredAt: move.now,
        });
        const issued =
          move.certificateUid !== null &&
          (await issueCertificate(tx as unknown as Database, {
            uid: move.certificateUid,
            attemptId: move.attemptId,
            talentId: attempt.talentId,
            testId: attempt.testId,
            issuedAt: move.now,
          }));
        return issued ? 'certified' : 'moved';
      });
    },

    /**
     * Ends an attempt whose deadline has passed, at its deadline, once; with a certificate when
     * what was answered in time earns one. The attempt as it is now, ended.
     */
    async endAtDeadline(
      attempt: AttemptRow,
      now: Date,
      certificateUid: string | null,
    ): Promise<{ attempt: AttemptRow; certificateIssued: boolean }> {
      return db.transaction(async (tx) => {
        const [ended] = await tx
          .update(testAttempts)
          .set({ finishedAt: attempt.deadlineAt })
          .where(
            and(
              eq(testAttempts.id, attempt.id),
              isNull(testAttempts.finishedAt),
              lte(testAttempts.deadlineAt, now),
            ),
          )
          .returning();
        if (ended) {
          const issued =
            certificateUid !== null &&
            (await issueCertificate(tx as unknown as Database, {
              uid: certificateUid,
              attemptId: ended.id,
              talentId: ended.talentId,
              testId: ended.testId,
              issuedAt: attempt.deadlineAt,
            }));
          return { attempt: ended, certificateIssued: issued };
        }
        const [current] = await tx.select().from(testAttempts).where(eq(testAttempts.id, attempt.id));
        return { attempt: current ?? attempt, certificateIssued: false };
      });
    },

    /** The talent's certificate for the test, whichever attempt earned it. */
    async certificateOfTest(talentId: number, testId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ uid: certificates.uid })
        .from(certificates)
        .where(and(eq(certificates.talentId, talentId), eq(certificates.testId, testId)));
      return row?.uid;
    },

    async certificates(where: { uid: string } | { talentId: number }): Promise<CertificateRow[]> {
      return db
        .select(certificateColumns)
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.talentId))
        .innerJoin(testAttempts, eq(testAttempts.id, certificates.attemptId))
        .innerJoin(tests, eq(tests.id, testAttempts.testId))
        .leftJoin(contests, eq(contests.id, tests.contestId))
        .where('uid' in where ? eq(certificates.uid, where.uid) : eq(certificates.talentId, where.talentId))
        .orderBy(desc(certificates.issuedAt), desc(certificates.id));
    },

    async knownSurveySources(ids: number[]): Promise<number[]> {
      const rows = await db
        .select({ id: surveySources.id })
        .from(surveySources)
        .where(inArray(surveySources.id, ids));
      return rows.map((row) => row.id);
    },

    /** The talent's contest survey answers replace any earlier ones, in one transaction. */
    async saveContestSurvey(
      talentId: number,
      answers: { surveySourceId: number; description: string | null }[],
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(contestSurveyAnswers).where(eq(contestSurveyAnswers.talentId, talentId));
        await tx
          .insert(contestSurveyAnswers)
          .values(answers.map((answer) => ({ ...answer, talentId, answeredAt: now })))
          .onConflictDoNothing();
      });
    },

    async contestSurvey(talentId: number) {
      return db
        .select({
          surveySourceId: contestSurveyAnswers.surveySourceId,
          description: contestSurveyAnswers.description,
        })
        .from(contestSurveyAnswers)
        .where(eq(contestSurveyAnswers.talentId, talentId))
        .orderBy(asc(contestSurveyAnswers.surveySourceId));
    },

    /**
     * Each talent's total over the contest's ended challenges, best first; equal scores go to
     * the one who took less time, measured on the server from each attempt's start to its end
     * (the durations clients report per answer are theirs to make up: issue 29).
     */
    async leaderboard(contestId: number, size: number) {
      const score = sql<number>`sum(round(${testAttempts.correctCount} * 100.0 / greatest(${questionCount}, 1)))::int`;
      const duration = sql<number>`sum(round(extract(epoch from ${testAttempts.finishedAt} - ${testAttempts.startedAt}) * 1000))::bigint`;
      const rows = await db
        .select({
          talentId: testAttempts.talentId,
          fullname: users.fullname,
          score,
          durationMs: duration,
          challengesDone: sql<number>`count(*)::int`,
        })
        .from(testAttempts)
        .innerJoin(tests, eq(tests.id, testAttempts.testId))
        .innerJoin(users, eq(users.id, testAttempts.talentId))
        // A deactivated talent has left: their name is no longer shown to other talents.
        .where(
          and(
            eq(tests.contestId, contestId),
            isNotNull(testAttempts.finishedAt),
            isNull(users.deactivatedAt),
          ),
        )
        .groupBy(testAttempts.talentId, users.fullname)
        .orderBy(desc(score), asc(duration), asc(testAttempts.talentId))
        .limit(size);
      return rows.map((row) => ({ ...row, durationMs: Number(row.durationMs) }));
    },
  };
}

export type AssessmentsRepository = ReturnType<typeof createAssessmentsRepository>;
