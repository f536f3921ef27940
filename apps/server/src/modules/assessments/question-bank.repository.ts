import type {
  BankContest,
  BankContestBody,
  BankQuestion,
  BankTest,
  BankTestBody,
  BankTestSummary,
} from '@talent/contract';
import { type Database, schema } from '@talent/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { EditRefusal } from './question-bank.rules.ts';

const { contests, positionCategories, testOptions, testPositionCategories, testQuestions, tests } = schema;

/** What saving an edited test came to: the test as saved, or why it was refused. */
export type TestEdit = BankTest | 'not-found' | EditRefusal;

/*
 * Counts beside a test row. Written out in full: Drizzle leaves column names unqualified in a
 * single-table select, and an unqualified "id" inside the subquery would name its own table's.
 */
const attemptCount = sql<number>`(select count(*)::int from test_attempts where test_attempts.test_id = tests.id)`;
const questionCount = sql<number>`(select count(*)::int from test_questions where test_questions.test_id = tests.id)`;

/** The question bank's rows as staff edit them: a test and its questions are written whole. */
export function createQuestionBankRepository(db: Database) {
  async function questionsOf(executor: Database, testId: number): Promise<BankQuestion[]> {
    const rows = await executor
      .select({
        questionId: testQuestions.id,
        text: testQuestions.text,
        option: testOptions.text,
        correct: testOptions.correct,
      })
      .from(testQuestions)
      .innerJoin(testOptions, eq(testOptions.questionId, testQuestions.id))
      .where(eq(testQuestions.testId, testId))
      .orderBy(asc(testQuestions.position), asc(testOptions.position));
    const questions = new Map<number, BankQuestion>();
    for (const row of rows) {
      const question = questions.get(row.questionId) ?? { text: row.text, options: [] };
      question.options.push({ text: row.option, correct: row.correct });
      questions.set(row.questionId, question);
    }
    return [...questions.values()];
  }

  async function testOf(executor: Database, id: number): Promise<BankTest | null> {
    const [row] = await executor
      .select({
        id: tests.id,
        contestId: tests.contestId,
        name: tests.name,
        description: tests.description,
        durationSeconds: tests.durationSeconds,
        passPercent: tests.passPercent,
        attemptCount,
      })
      .from(tests)
      .where(eq(tests.id, id));
    if (!row) return null;
    const categories = await executor
      .select({ id: testPositionCategories.positionCategoryId })
      .from(testPositionCategories)
      .where(eq(testPositionCategories.testId, id))
      .orderBy(asc(testPositionCategories.positionCategoryId));
    return {
      id: row.id,
      contest_id: row.contestId,
      name: row.name,
      description: row.description,
      duration_seconds: row.durationSeconds,
      pass_percent: row.passPercent,
      position_category_ids: categories.map((category) => category.id),
      questions: await questionsOf(executor, id),
      attempt_count: row.attemptCount,
    };
  }

  async function writeCategories(executor: Database, testId: number, categoryIds: readonly number[]) {
    await executor.delete(testPositionCategories).where(eq(testPositionCategories.testId, testId));
    if (categoryIds.length > 0)
      await executor
        .insert(testPositionCategories)
        .values([...new Set(categoryIds)].map((positionCategoryId) => ({ testId, positionCategoryId })));
  }

  async function writeQuestions(executor: Database, testId: number, questions: readonly BankQuestion[]) {
    await executor.delete(testQuestions).where(eq(testQuestions.testId, testId));
    const stored = await executor
      .insert(testQuestions)
      .values(questions.map((question, index) => ({ testId, position: index + 1, text: question.text })))
      .returning({ id: testQuestions.id, position: testQuestions.position });
    const idAt = new Map(stored.map((row) => [row.position, row.id]));
    await executor.insert(testOptions).values(
      questions.flatMap((question, index) =>
        question.options.map((option, place) => ({
          questionId: idAt.get(index + 1) ?? 0,
          position: place + 1,
          text: option.text,
          correct: option.correct,
        })),
      ),
    );
  }

  const testFields = (body: BankTestBody) => ({
    name: body.name,
    description: body.description,
    durationSeconds: body.duration_seconds,
    passPercent: body.pass_percent,
  });

  const contestOf = (row: typeof contests.$inferSelect): BankContest => ({
    id: row.id,
    name: row.name,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  });

  return {
    async summaries(): Promise<BankTestSummary[]> {
      const rows = await db
        .select({
          id: tests.id,
          contestId: tests.contestId,
          name: tests.name,
          durationSeconds: tests.durationSeconds,
          passPercent: tests.passPercent,
          questionCount,
          attemptCount,
        })
        .from(tests)
        .orderBy(sql`${tests.contestId} nulls first`, asc(tests.id));
      return rows.map((row) => ({
        id: row.id,
        contest_id: row.contestId,
        name: row.name,
        duration_seconds: row.durationSeconds,
        pass_percent: row.passPercent,
        question_count: row.questionCount,
        attempt_count: row.attemptCount,
      }));
    },

    test: (id: number) => testOf(db, id),

    /** The ids among these that name a job category. */
    async knownCategoryIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: positionCategories.id })
        .from(positionCategories)
        .where(inArray(positionCategories.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async contestExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: contests.id }).from(contests).where(eq(contests.id, id));
      return row !== undefined;
    },

    async addTest(body: BankTestBody): Promise<BankTest> {
      return db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        const [row] = await executor
          .insert(tests)
          .values({ contestId: body.contest_id, ...testFields(body) })
          .returning({ id: tests.id });
        if (!row) throw new Error('The test was not stored');
        await writeCategories(executor, row.id, body.position_category_ids);
        await writeQuestions(executor, row.id, body.questions);
        const saved = await testOf(executor, row.id);
        if (!saved) throw new Error('The test was not stored');
        return saved;
      });
    },

    /**
     * Saves a test whole. The row is locked first: a talent's new attempt must wait (its foreign key
     * takes a share lock on the row), so the "has it been taken" check cannot be overtaken by one.
     */
    async editTest(
      id: number,
      body: BankTestBody,
      refusalOf: (stored: BankTest) => EditRefusal | null,
    ): Promise<TestEdit> {
      return db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        const [locked] = await executor
          .select({ id: tests.id })
          .from(tests)
          .where(eq(tests.id, id))
          .for('update');
        const stored = locked && (await testOf(executor, id));
        if (!stored) return 'not-found';
        const refusal = refusalOf(stored);
        if (refusal) return refusal;
        await executor
          .update(tests)
          .set({ contestId: body.contest_id, ...testFields(body) })
          .where(eq(tests.id, id));
        await writeCategories(executor, id, body.position_category_ids);
        // A taken test got here with its own questions; rewriting them would drop the talents' answers.
        if (stored.attempt_count === 0) await writeQuestions(executor, id, body.questions);
        return (await testOf(executor, id)) ?? 'not-found';
      });
    },

    async addContest(body: BankContestBody): Promise<BankContest> {
      const [row] = await db
        .insert(contests)
        .values({
          name: body.name,
          description: body.description,
          startsAt: new Date(body.starts_at),
          endsAt: new Date(body.ends_at),
        })
        .returning();
      if (!row) throw new Error('The contest was not stored');
      return contestOf(row);
    },

    async editContest(id: number, body: BankContestBody): Promise<BankContest | null> {
      const [row] = await db
        .update(contests)
        .set({
          name: body.name,
          description: body.description,
          startsAt: new Date(body.starts_at),
          endsAt: new Date(body.ends_at),
        })
        .where(eq(contests.id, id))
        .returning();
      return row ? contestOf(row) : null;
    },
  };
}

export type QuestionBankRepository = ReturnType<typeof createQuestionBankRepository>;
