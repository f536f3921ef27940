import { type Database, testAttempts, testOptions, tests, users } from '@talent/db';
import { and, eq, isNull } from 'drizzle-orm';
import { createEventPublisher } from '../../../platform/events/events.ts';
import { createAssessmentsRepository } from '../assessments.repository.ts';
import { createAssessmentsService } from '../assessments.service.ts';

/** Quizzes the demo talent has passed; the journeys take other ones fresh (Microsoft Excel, the lightning rounds). */
const passedQuizzes = ['SQL Basics', 'Python Basics'];

/**
 * The demo talent's passed quizzes, so the profile shows earned certificates and the quiz pages a
 * result right after `npm start`. Each is taken through the real service (start, then one answer
 * per question, one of them wrong), so scores and certificates read as a real attempt's would.
 * Runs once: a demo talent who has taken any test is left as they are.
 */
export async function seedDemoAssessments(db: Database, publicUrl: string, now = new Date()): Promise<void> {
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'talent@example.com'));
  if (!talent) return;
  const [taken] = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(eq(testAttempts.talentId, talent.id))
    .limit(1);
  if (taken) return;

  const service = createAssessmentsService({
    repository: createAssessmentsRepository(db),
    events: createEventPublisher(() => {}),
    now: () => now,
    publicUrl,
  });
  for (const name of passedQuizzes) {
    const [quiz] = await db
      .select({ id: tests.id })
      .from(tests)
      .where(and(eq(tests.name, name), isNull(tests.contestId)));
    if (!quiz) continue;
    let attempt = await service.startQuiz(talent.id, quiz.id);
    while (attempt.question) {
      const { question } = attempt;
      const [right] = await db
        .select({ id: testOptions.id })
        .from(testOptions)
        .where(and(eq(testOptions.questionId, question.id), eq(testOptions.correct, true)));
      const wrong = question.options.find((option) => option.id !== right?.id);
      // The second question goes wrong: a demo score of 100% would look made up.
      const chosen = question.position === 2 ? wrong : right;
      attempt = await service.answer(talent.id, 'quiz', {
        attemptId: attempt.attempt_id,
        questionId: question.id,
        optionId: chosen?.id ?? null,
        durationSeconds: 20 + ((question.position * 7) % 25),
      });
    }
  }
}
