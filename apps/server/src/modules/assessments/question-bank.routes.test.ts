import {
  addBankContest,
  addBankTest,
  answerAssessmentQuestion,
  type BankTestBody,
  editBankContest,
  editBankTest,
  getBankTest,
  getTalentAssessment,
  listAssessments,
  listBankTests,
  listContestChallenges,
  questionBankMessages,
  startAssessmentAttempt,
} from '@talent/contract';
import { schema, seedAssessments } from '@talent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let staff: SignedIn;
let talent: SignedIn;
let categoryId: number;

const hour = 3_600_000;

function question(text: string, correctAt = 0) {
  return {
    text,
    options: ['Alpha', 'Beta', 'Gamma'].map((option, index) => ({
      text: option,
      correct: index === correctAt,
    })),
  };
}

function quizBody(overrides: Partial<BankTestBody> = {}): BankTestBody {
  return {
    contest_id: null,
    name: 'Go Concurrency',
    description: 'Goroutines, channels and the select statement.',
    duration_seconds: 600,
    pass_percent: 70,
    position_category_ids: [categoryId],
    questions: [
      question('Which keyword starts a goroutine?', 1),
      question('What does close() do to a channel?'),
    ],
    ...overrides,
  };
}

function addQuiz(body: unknown) {
  return server.inject(addBankTest, { body: body as BankTestBody }, { token: staff.token });
}

beforeAll(async () => {
  server = await createTestApp();
  await seedAssessments(server.db, server.clock.now());
  const [category] = await server.db
    .select({ id: schema.positionCategories.id })
    .from(schema.positionCategories);
  if (!category) throw new Error('No job category is seeded');
  categoryId = category.id;
  staff = await server.signInAs('rina.bank@example.com', { type: 'staff' });
  talent = await server.signInAs('yusuf.bank@example.com');
});

afterAll(async () => {
  await server?.close();
});

describe('staff add a quiz', () => {
  it('stores it whole, numbered after the seeded ones, and talents can take it without seeing the answer', async () => {
    const added = await addQuiz(quizBody());
    expect(added.status).toBe(201);
    expect(added.body.meta.message).toBe(questionBankMessages.created);
    expect(added.body.data.id).toBeGreaterThanOrEqual(10_000);
    expect(added.body.data.questions[0]?.options.map((option) => option.correct)).toEqual([
      false,
      true,
      false,
    ]);

    const all = await server.inject(
      listAssessments,
      { query: { talent_id: talent.id, filter: 'all', size: 50 } },
      { token: talent.token },
    );
    expect(all.body.data.map((quiz) => quiz.name)).toContain('Go Concurrency');

    const attempt = await server.inject(
      startAssessmentAttempt,
      { body: { talent_id: talent.id, assessment_id: added.body.data.id } },
      { token: talent.token },
    );
    expect(attempt.status).toBe(200);
    expect(JSON.stringify(attempt.body)).not.toContain('correct');
    const first = attempt.body.data.question;
    expect(first?.text).toBe('Which keyword starts a goroutine?');
    const beta = first?.options.find((option) => option.text === 'Beta');
    const answered = await server.inject(
      answerAssessmentQuestion,
      {
        body: {
          attempt_id: attempt.body.data.attempt_id,
          question_id: first?.id ?? 0,
          option_id: beta?.id ?? 0,
          duration: 9,
        },
      },
      { token: talent.token },
    );
    expect(answered.status).toBe(200);
    expect(answered.body.data.last_question).toBe(2);
  });

  it('refuses a question without exactly one correct option, an unknown category or contest, at the field', async () => {
    const twoCorrect = quizBody({
      questions: [
        {
          text: 'Pick two',
          options: [
            { text: 'One', correct: true },
            { text: 'Two', correct: true },
          ],
        },
      ],
    });
    const refused = await addQuiz(twoCorrect);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'questions.0.options': questionBankMessages.oneCorrect });

    const oneOption = await addQuiz(
      quizBody({ questions: [{ text: 'Alone', options: [{ text: 'Only', correct: true }] }] }),
    );
    expect(oneOption.body.fields).toEqual({ 'questions.0.options': questionBankMessages.optionCount });

    const noQuestions = await addQuiz({ ...quizBody(), questions: [], name: ' ' });
    expect(noQuestions.body.fields).toEqual({
      name: questionBankMessages.required,
      questions: questionBankMessages.questionCount,
    });

    const unknownCategory = await addQuiz(quizBody({ position_category_ids: [categoryId, 999_999] }));
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.fields).toEqual({
      'position_category_ids.1': questionBankMessages.unknownCategory,
    });

    const unknownContest = await addQuiz(quizBody({ contest_id: 999_999 }));
    expect(unknownContest.body.fields).toEqual({ contest_id: questionBankMessages.unknownContest });

    const list = await server.inject(listBankTests, {}, { token: staff.token });
    expect(list.body.data.filter((test) => test.name === 'Pick two' || test.name === ' ')).toEqual([]);
  });

  it('is for staff only', async () => {
    const asTalent = await server.inject(addBankTest, { body: quizBody() }, { token: talent.token });
    expect(asTalent.status).toBe(403);
    const asGuest = await server.inject(listBankTests, {});
    expect(asGuest.status).toBe(401);
  });
});

describe('staff edit a quiz', () => {
  it('replaces the questions of a quiz nobody has taken', async () => {
    const added = await addQuiz(quizBody({ name: 'Draft quiz' }));
    const edited = await server.inject(
      editBankTest,
      {
        params: { id: added.body.data.id },
        body: quizBody({ name: 'Kotlin Basics', questions: [question('What is val?', 2)] }),
      },
      { token: staff.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.meta.message).toBe(questionBankMessages.updated);
    const stored = await server.inject(
      getBankTest,
      { params: { id: added.body.data.id } },
      { token: staff.token },
    );
    expect(stored.body.data.name).toBe('Kotlin Basics');
    expect(stored.body.data.questions).toEqual([question('What is val?', 2)]);
  });

  it('keeps the questions of a taken quiz, while its name and time may still change', async () => {
    const added = await addQuiz(quizBody({ name: 'Taken quiz' }));
    const id = added.body.data.id;
    const started = await server.inject(
      startAssessmentAttempt,
      { body: { talent_id: talent.id, assessment_id: id } },
      { token: talent.token },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    const changed = await server.inject(
      editBankTest,
      { params: { id }, body: quizBody({ questions: [question('A new question')] }) },
      { token: staff.token },
    );
    expect(changed.status).toBe(409);
    expect(changed.body.fields).toEqual({ questions: questionBankMessages.questionsLocked });

    const otherSorts = await server.inject(
      editBankTest,
      { params: { id }, body: quizBody({ name: 'Taken quiz' }) },
      { token: staff.token },
    );
    expect(otherSorts.status).toBe(200);

    const renamed = await server.inject(
      editBankTest,
      { params: { id }, body: quizBody({ name: 'Go Concurrency II', duration_seconds: 900 }) },
      { token: staff.token },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.attempt_count).toBe(1);
    const seen = await server.inject(
      getTalentAssessment,
      { params: { id, talentId: talent.id } },
      { token: talent.token },
    );
    expect(seen.body.data.assessment.name).toBe('Go Concurrency II');
    expect(seen.body.data.attempt?.question?.text).toBe('Which keyword starts a goroutine?');
  });

  it('answers 404 for a test that does not exist', async () => {
    const missing = await server.inject(
      editBankTest,
      { params: { id: 987_654 }, body: quizBody() },
      { token: staff.token },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(questionBankMessages.testNotFound);
  });
});

describe('staff add a contest and its challenges', () => {
  it('opens a contest whose challenges talents see', async () => {
    const now = server.clock.now().getTime();
    const contest = await server.inject(
      addBankContest,
      {
        body: {
          name: 'Data Dash',
          description: 'Three rounds of SQL and spreadsheets.',
          starts_at: new Date(now - hour).toISOString(),
          ends_at: new Date(now + 48 * hour).toISOString(),
        },
      },
      { token: staff.token },
    );
    expect(contest.status).toBe(201);
    const challenge = await addQuiz(
      quizBody({
        contest_id: contest.body.data.id,
        name: 'Joins Round',
        pass_percent: 0,
        duration_seconds: 120,
      }),
    );
    expect(challenge.status).toBe(201);
    const seen = await server.inject(
      listContestChallenges,
      { params: { id: contest.body.data.id } },
      { token: talent.token },
    );
    expect(seen.body.data.contest.status).toBe('open');
    expect(seen.body.data.challenges.map((round) => round.name)).toEqual(['Joins Round']);
  });

  it('refuses an end before the start at the end field, and an unknown contest', async () => {
    const now = server.clock.now().getTime();
    const backwards = {
      name: 'Backwards',
      description: 'Ends before it starts.',
      starts_at: new Date(now + hour).toISOString(),
      ends_at: new Date(now).toISOString(),
    };
    const refused = await server.inject(addBankContest, { body: backwards }, { token: staff.token });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ ends_at: questionBankMessages.endsBeforeStart });
    const missing = await server.inject(
      editBankContest,
      { params: { id: 987_654 }, body: { ...backwards, ends_at: new Date(now + 2 * hour).toISOString() } },
      { token: staff.token },
    );
    expect(missing.status).toBe(404);
  });
});
