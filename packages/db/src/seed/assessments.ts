import type { Database } from '../client.ts';
import {
  contests,
  testOptions,
  testPositionCategories,
  testQuestions,
  tests,
} from '../schema/assessments.ts';
import { contestSeeds, quizSeeds, type TestSeed } from './lists/quiz-bank.ts';

const day = 86_400_000;

/**
 * Stores the quizzes and contests of the question banks. A test already stored is left as it is
 * (staff may have edited it), so running the seed again adds only what is new.
 */
export async function seedAssessments(db: Database, now = new Date()): Promise<void> {
  await db
    .insert(contests)
    .values(
      contestSeeds.map((contest) => ({
        id: contest.id,
        name: contest.name,
        description: contest.description,
        startsAt: new Date(now.getTime() - contest.openDaysBefore * day),
        endsAt: new Date(now.getTime() + contest.openDaysAfter * day),
      })),
    )
    .onConflictDoNothing();
  const seeds = [
    ...quizSeeds.map((test) => ({ test, contestId: null })),
    ...contestSeeds.flatMap((contest) => contest.challenges.map((test) => ({ test, contestId: contest.id }))),
  ];
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tests)
      .values(
        seeds.map(({ test, contestId }) => ({
          id: test.id,
          contestId,
          name: test.name,
          description: test.description,
          durationSeconds: test.durationSeconds,
          passPercent: test.passPercent,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: tests.id });
    const newIds = new Set(inserted.map((row) => row.id));
    const fresh = seeds.map(({ test }) => test).filter((test) => newIds.has(test.id));
    if (fresh.length === 0) return;
    await tx
      .insert(testPositionCategories)
      .values(
        fresh.flatMap((test) =>
          test.categoryIds.map((positionCategoryId) => ({ testId: test.id, positionCategoryId })),
        ),
      );
    await insertQuestions(tx as unknown as Database, fresh);
  });
}

async function insertQuestions(db: Database, fresh: readonly TestSeed[]): Promise<void> {
  const questions = await db
    .insert(testQuestions)
    .values(
      fresh.flatMap((test) =>
        test.questions.map((question, index) => ({
          testId: test.id,
          position: index + 1,
          text: question.text,
        })),
      ),
    )
    .returning({ id: testQuestions.id, testId: testQuestions.testId, position: testQuestions.position });
  const idOf = new Map(questions.map((row) => [`${row.testId}:${row.position}`, row.id]));
  await db.insert(testOptions).values(
    fresh.flatMap((test) =>
      test.questions.flatMap((question, index) => {
        const questionId = idOf.get(`${test.id}:${index + 1}`);
        if (questionId === undefined)
          throw new Error(`Question ${index + 1} of test ${test.id} was not stored`);
        return question.options.map((text, position) => ({
          questionId,
          position: position + 1,
          text,
          correct: position === question.answer,
        }));
      }),
    ),
  );
}

/** The seeded tests' ids, for tests that need a quiz or a challenge by name. */
export const seededTestIds = {
  quizzes: quizSeeds.map((test) => test.id),
  lightningRound: 103,
  businessLightningRound: 203,
} as const;
