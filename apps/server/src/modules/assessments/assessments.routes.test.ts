import {
  answerAssessmentQuestion,
  answerChallengeQuestion,
  assessmentErrorTypes,
  assessmentLimits,
  assessmentMessages,
  countAssessments,
  downloadCertificate,
  getAssessmentReport,
  getContestLeaderboard,
  getContestSurvey,
  getTalentAssessment,
  getTalentChallenge,
  listAssessments,
  listContestChallenges,
  listContestSubmissions,
  listContests,
  lookUpCertificates,
  type Question,
  saveContestSurvey,
  skipAssessmentQuestion,
  skipChallengeQuestion,
  startAssessmentAttempt,
  startChallengeAttempt,
} from '@talent/contract';
import { schema, seedAssessments, seededTestIds } from '@talent/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.ts';

let server: TestApp;
let putri: SignedIn;
let budi: SignedIn;

const javascriptQuiz = 1;
const accountingQuiz = 6;
const javascriptSpeedRound = 101;
const sqlPuzzle = 102;
const codeSprint = 1;

/** The correct and a wrong option of a question, read from the database as only the server may. */
async function optionsOf(question: Question) {
  const rows = await server.db
    .select({ id: schema.testOptions.id, correct: schema.testOptions.correct })
    .from(schema.testOptions)
    .where(eq(schema.testOptions.questionId, question.id));
  const right = rows.find((row) => row.correct);
  const wrong = rows.find((row) => !row.correct);
  if (!right || !wrong) throw new Error(`question ${question.id} has no right and wrong option`);
  return { right: right.id, wrong: wrong.id };
}

/** Every response before the end is searched for any sign of which option is right. */
function expectNoCorrectness(body: unknown) {
  expect(JSON.stringify(body)).not.toMatch(/"correct"|"answer"|"is_correct"/);
}

function start(talent: SignedIn, assessmentId = javascriptQuiz) {
  return server.inject(
    startAssessmentAttempt,
    { body: { talent_id: talent.id, assessment_id: assessmentId } },
    { token: talent.token },
  );
}

function answer(talent: SignedIn, attemptId: number, questionId: number, optionId: number, duration = 12) {
  return server.inject(
    answerAssessmentQuestion,
    { body: { attempt_id: attemptId, question_id: questionId, option_id: optionId, duration } },
    { token: talent.token },
  );
}

function skip(talent: SignedIn, attemptId: number, questionId: number, duration = 5) {
  return server.inject(
    skipAssessmentQuestion,
    { body: { attempt_id: attemptId, question_id: questionId, duration } },
    { token: talent.token },
  );
}

beforeAll(async () => {
  server = await createTestApp();
  await seedAssessments(server.db, server.clock.now());
  putri = await server.signInAs('putri.quiz@example.com');
  budi = await server.signInAs('budi.quiz@example.com');
});

afterAll(async () => {
  await server?.close();
});

describe('the quiz lists', () => {
  it('pages every quiz 4 at a time with the total in meta.count', async () => {
    const first = await server.inject(
      listAssessments,
      { query: { talent_id: putri.id } },
      { token: putri.token },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(4);
    expect(first.body.meta.count).toBeGreaterThanOrEqual(8);
    const card = first.body.data[0];
    expect(card?.question_count).toBeGreaterThanOrEqual(10);
    expect(card?.position_prefixes.length).toBeGreaterThan(0);
    const last = Math.ceil((first.body.meta.count ?? 0) / 4);
    const lastPage = await server.inject(
      listAssessments,
      { query: { talent_id: putri.id, page: last } },
      { token: putri.token },
    );
    expect(lastPage.body.data.length).toBe((first.body.meta.count ?? 0) - (last - 1) * 4);
    expectNoCorrectness(first.body);
  });

  it("recommends the quizzes of the talent's job category, and none without one", async () => {
    const before = await server.inject(
      countAssessments,
      { query: { talent_id: putri.id } },
      { token: putri.token },
    );
    expect(before.body.data).toEqual({ recommended_count: 0, all_count: seededTestIds.quizzes.length });

    await server.db.insert(schema.talentProfiles).values({ talentId: putri.id, positionCategoryId: 7 });
    const after = await server.inject(
      countAssessments,
      { query: { talent_id: putri.id } },
      { token: putri.token },
    );
    expect(after.body.data.recommended_count).toBe(2);
    const recommended = await server.inject(
      listAssessments,
      { query: { talent_id: putri.id, filter: 'recommended' } },
      { token: putri.token },
    );
    expect(recommended.body.data.map((quiz) => quiz.name)).toEqual([
      'Accounting Principles',
      'Microsoft Excel',
    ]);
    expect(recommended.body.meta.count).toBe(2);
  });

  it("refuses another talent's lists", async () => {
    const other = await server.inject(
      listAssessments,
      { query: { talent_id: putri.id } },
      { token: budi.token },
    );
    expect(other.status).toBe(403);
  });
});

describe('a quiz attempt on the server clock', () => {
  it('runs from start to report: answer, skip, the same answer twice counting once, score and review after the end', async () => {
    const started = await start(putri);
    expect(started.status).toBe(200);
    const attempt = started.body.data;
    expect(attempt).toMatchObject({ status: 'question', last_question: 1, remaining_ms: 15 * 60 * 1000 });
    expectNoCorrectness(started.body);

    const resumed = await start(putri);
    expect(resumed.body.data.attempt_id).toBe(attempt.attempt_id);

    const first = attempt.question as Question;
    const { right } = await optionsOf(first);
    const answered = await answer(putri, attempt.attempt_id, first.id, right);
    expect(answered.body.data).toMatchObject({ status: 'question', last_question: 2 });
    expectNoCorrectness(answered.body);

    const again = await answer(putri, attempt.attempt_id, first.id, right);
    expect(again.status).toBe(200);
    expect(again.body.data.last_question).toBe(2);

    const changed = await answer(putri, attempt.attempt_id, first.id, (await optionsOf(first)).wrong);
    expect(changed.status).toBe(409);
    expect(changed.body.fields).toEqual({ question_id: assessmentMessages.alreadyAnswered });

    const early = await server.inject(
      getAssessmentReport,
      { params: { id: javascriptQuiz, attemptId: attempt.attempt_id } },
      { token: putri.token },
    );
    expect(early.status).toBe(409);
    expect(early.body.meta.type).toBe('ATTEMPT_IN_PROGRESS');

    const second = answered.body.data.question as Question;
    const skipped = await skip(putri, attempt.attempt_id, second.id);
    expect(skipped.body.data.last_question).toBe(3);

    // Reloading the page three minutes later resumes at the same question with three minutes less.
    server.clock.advance(3 * 60 * 1000);
    const reloaded = await server.inject(
      getTalentAssessment,
      { params: { id: javascriptQuiz, talentId: putri.id } },
      { token: putri.token },
    );
    expect(reloaded.body.data.attempt).toMatchObject({
      attempt_id: attempt.attempt_id,
      status: 'question',
      last_question: 3,
      remaining_ms: 12 * 60 * 1000,
    });
    expectNoCorrectness(reloaded.body);

    let current = reloaded.body.data.attempt?.question ?? null;
    let last = skipped.body.data;
    while (current) {
      const next = await answer(putri, attempt.attempt_id, current.id, (await optionsOf(current)).right);
      expectNoCorrectness(next.body);
      last = next.body.data;
      current = last.question;
    }
    expect(last.status).toBe('finish');

    const report = await server.inject(
      getAssessmentReport,
      { params: { id: javascriptQuiz, attemptId: attempt.attempt_id } },
      { token: putri.token },
    );
    expect(report.status).toBe(200);
    const questionCount = report.body.data.question_count;
    expect(report.body.data).toMatchObject({
      correct_count: questionCount - 1,
      score: Math.round(((questionCount - 1) * 100) / questionCount),
      passed: true,
    });
    expect(report.body.data.certificate_uid).toMatch(/^[0-9A-F]{16}$/);
    const listed = await server.inject(
      listAssessments,
      { query: { talent_id: putri.id, size: 50 } },
      { token: putri.token },
    );
    const passed = listed.body.data.filter((quiz) => quiz.passed).map((quiz) => quiz.id);
    expect(passed).toEqual([javascriptQuiz]);
    const [firstReview, secondReview] = report.body.data.review;
    expect(firstReview).toMatchObject({ outcome: 'correct', chosen_option_id: right });
    expect(firstReview?.options.filter((option) => option.correct)).toHaveLength(1);
    expect(secondReview).toMatchObject({ outcome: 'skipped', chosen_option_id: null });
  });

  it('refuses an answer after the deadline and shows timesup, with the report open', async () => {
    const started = await start(putri, accountingQuiz);
    const attempt = started.body.data;
    server.clock.advance(15 * 60 * 1000);
    const late = await answer(
      putri,
      attempt.attempt_id,
      (attempt.question as Question).id,
      (await optionsOf(attempt.question as Question)).right,
    );
    expect(late.status).toBe(410);
    expect(late.body.meta.type).toBe('QUIZ_EXPIRED');
    expect(late.body.meta.message).toBe(assessmentMessages.quizTimeUp);

    const view = await server.inject(
      getTalentAssessment,
      { params: { id: accountingQuiz, talentId: putri.id } },
      { token: putri.token },
    );
    expect(view.body.data.attempt).toMatchObject({ status: 'timesup', question: null, remaining_ms: 0 });
    expect(view.body.data.last_result).toMatchObject({ score: 0, passed: false, certificate_uid: null });
    const report = await server.inject(
      getAssessmentReport,
      { params: { id: accountingQuiz, attemptId: attempt.attempt_id } },
      { token: putri.token },
    );
    expect(report.body.data.review.every((item) => item.outcome === 'skipped')).toBe(true);
  });

  it('lets only one of two tabs answering the same question at once count', async () => {
    const started = await start(budi);
    const attempt = started.body.data;
    const question = attempt.question as Question;
    const { right, wrong } = await optionsOf(question);
    const [one, two] = await Promise.all([
      answer(budi, attempt.attempt_id, question.id, right),
      answer(budi, attempt.attempt_id, question.id, wrong),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const stored = await server.db
      .select()
      .from(schema.testAttemptAnswers)
      .where(
        and(
          eq(schema.testAttemptAnswers.attemptId, attempt.attempt_id),
          eq(schema.testAttemptAnswers.questionId, question.id),
        ),
      );
    expect(stored).toHaveLength(1);
    const [row] = await server.db
      .select()
      .from(schema.testAttempts)
      .where(eq(schema.testAttempts.id, attempt.attempt_id));
    expect(row?.nextPosition).toBe(2);
  });

  it("keeps a talent out of another talent's attempt, view and report; their ids answer as missing ones", async () => {
    const theirs = await start(budi);
    const attempt = theirs.body.data;
    const question = attempt.question as Question;
    const missing = await skip(putri, 2_000_000_000, question.id);
    expect(missing.status).toBe(404);
    const intrude = await answer(putri, attempt.attempt_id, question.id, (await optionsOf(question)).right);
    expect({ status: intrude.status, body: intrude.body }).toEqual({ status: 404, body: missing.body });
    const skipIn = await skip(putri, attempt.attempt_id, question.id);
    expect(skipIn.status).toBe(404);
    const view = await server.inject(
      getTalentAssessment,
      { params: { id: javascriptQuiz, talentId: budi.id } },
      { token: putri.token },
    );
    expect(view.status).toBe(403);
    const report = await server.inject(
      getAssessmentReport,
      { params: { id: javascriptQuiz, attemptId: attempt.attempt_id } },
      { token: putri.token },
    );
    expect(report.status).toBe(404);
    const startFor = await server.inject(
      startAssessmentAttempt,
      { body: { talent_id: budi.id, assessment_id: javascriptQuiz } },
      { token: putri.token },
    );
    expect(startFor.status).toBe(403);
  });

  it("refuses an option of another question and a question that isn't the current one", async () => {
    const started = await start(budi, 2);
    const attempt = started.body.data;
    const question = attempt.question as Question;
    const bank = await server.db
      .select({ id: schema.testQuestions.id })
      .from(schema.testQuestions)
      .where(and(eq(schema.testQuestions.testId, 2), eq(schema.testQuestions.position, 3)));
    const later = bank[0]?.id ?? 0;
    const ahead = await skip(budi, attempt.attempt_id, later);
    expect(ahead.status).toBe(409);
    expect(ahead.body.fields).toEqual({ question_id: assessmentMessages.notCurrentQuestion });
    const [javascriptQuestion] = await server.db
      .select({ id: schema.testQuestions.id })
      .from(schema.testQuestions)
      .where(and(eq(schema.testQuestions.testId, javascriptQuiz), eq(schema.testQuestions.position, 1)));
    const javascriptOption = await optionsOf(javascriptQuestion as Question);
    const foreign = await answer(budi, attempt.attempt_id, question.id, javascriptOption.right);
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ option_id: assessmentMessages.optionNotOfQuestion });
    const negative = await answer(budi, attempt.attempt_id, question.id, javascriptOption.right, -1);
    expect(negative.status).toBe(400);
  });
});

describe('contests', () => {
  function startChallenge(talent: SignedIn, testId: number) {
    return server.inject(
      startChallengeAttempt,
      { body: { talent_id: talent.id, test_id: testId, notified: true } },
      { token: talent.token },
    );
  }

  /** Answers each question `secondsEach` after the last on the server's clock, reporting `duration`. */
  async function runChallenge(
    talent: SignedIn,
    testId: number,
    rightAnswers: number,
    duration: number,
    secondsEach = 1,
  ) {
    const started = await startChallenge(talent, testId);
    expect(started.status).toBe(200);
    let state = started.body.data;
    let answered = 0;
    while (state.NextQuestion) {
      server.clock.advance(secondsEach * 1000);
      const question = state.NextQuestion;
      const options = await optionsOf(question);
      const call =
        answered < rightAnswers
          ? await server.inject(
              answerChallengeQuestion,
              {
                body: {
                  test_attempt_id: state.attempt_id,
                  test_question_id: question.id,
                  test_option_id: options.right,
                  duration,
                },
              },
              { token: talent.token },
            )
          : await server.inject(
              skipChallengeQuestion,
              { body: { test_attempt_id: state.attempt_id, test_question_id: question.id, duration } },
              { token: talent.token },
            );
      expectNoCorrectness(call.body);
      state = call.body.data;
      answered += 1;
    }
    return state;
  }

  it('lists the open contests with their challenges', async () => {
    const contests = await server.inject(listContests, {}, { token: putri.token });
    expect(contests.body.data.length).toBeGreaterThanOrEqual(2);
    expect(contests.body.data[0]?.status).toBe('open');
    const challenges = await server.inject(
      listContestChallenges,
      { params: { id: codeSprint } },
      { token: putri.token },
    );
    expect(challenges.body.data.challenges.map((challenge) => challenge.id)).toContain(
      seededTestIds.lightningRound,
    );
  });

  it('runs a challenge to NextQuestion null, keeps it finished, and ranks by score then the server-measured time', async () => {
    const putriEnd = await runChallenge(putri, javascriptSpeedRound, 5, 20, 2);
    expect(putriEnd.NextQuestion).toBeNull();
    const again = await startChallenge(putri, javascriptSpeedRound);
    expect(again.body.data).toMatchObject({ attempt_id: putriEnd.attempt_id, NextQuestion: null });

    // Budi says each answer took 0 s, but the server saw 30 s go by: his word does not rank him.
    await runChallenge(budi, javascriptSpeedRound, 5, 0, 6);
    const eko = await server.signInAs('eko.quiz@example.com');
    await runChallenge(eko, javascriptSpeedRound, 3, 1);

    const board = await server.inject(
      getContestLeaderboard,
      { params: { id: codeSprint } },
      { token: eko.token },
    );
    expect(board.body.data.map((entry) => [entry.rank, entry.talent_id, entry.score])).toEqual([
      [1, putri.id, 100],
      [2, budi.id, 100],
      [3, eko.id, 60],
    ]);
    expect(board.body.data.map((entry) => entry.duration_seconds)).toEqual([10, 30, 5]);

    const submissions = await server.inject(
      listContestSubmissions,
      { params: { id: codeSprint, talentId: putri.id } },
      { token: putri.token },
    );
    expect(submissions.body.data).toEqual([
      expect.objectContaining({ test_id: javascriptSpeedRound, score: 100, passed: true }),
    ]);
    expect(submissions.body.data[0]?.certificate_uid).toMatch(/^[0-9A-F]{16}$/);
  });

  it("leaves a deactivated talent's name off the leaderboard", async () => {
    const wati = await server.signInAs('wati.quiz@example.com');
    await runChallenge(wati, javascriptSpeedRound, 4, 5);
    const onBoard = async () =>
      (
        await server.inject(getContestLeaderboard, { params: { id: codeSprint } }, { token: putri.token })
      ).body.data.map((entry) => entry.talent_id);
    expect(await onBoard()).toContain(wati.id);
    const deactivated = await server.request({
      method: 'POST',
      url: '/api/auth/account/deactivate',
      headers: { authorization: `Bearer ${wati.token}` },
    });
    expect(deactivated.status).toBe(200);
    expect(await onBoard()).not.toContain(wati.id);
  });

  it('answers CONTEST_EXPIRED once the time of a challenge is over, on answer and on start', async () => {
    const started = await startChallenge(putri, seededTestIds.lightningRound);
    const state = started.body.data;
    expect(state.remaining_ms).toBe(20_000);
    server.clock.advance(20_000);
    const question = state.NextQuestion as Question;
    const late = await server.inject(
      answerChallengeQuestion,
      {
        body: {
          test_attempt_id: state.attempt_id,
          test_question_id: question.id,
          test_option_id: (await optionsOf(question)).right,
          duration: 20,
        },
      },
      { token: putri.token },
    );
    expect(late.status).toBe(410);
    expect(late.body.meta.type).toBe('CONTEST_EXPIRED');
    const restart = await startChallenge(putri, seededTestIds.lightningRound);
    expect(restart.body.meta.type).toBe('CONTEST_EXPIRED');
    const view = await server.inject(
      getTalentChallenge,
      { params: { id: seededTestIds.lightningRound, talentId: putri.id } },
      { token: putri.token },
    );
    expect(view.body.data.attempt?.status).toBe('timesup');
    expect(view.body.data.last_result?.certificate_uid).toBeNull();
  });

  it("keeps a talent out of another talent's challenge attempt", async () => {
    const theirs = await startChallenge(budi, sqlPuzzle);
    const question = theirs.body.data.NextQuestion as Question;
    const intrude = await server.inject(
      skipChallengeQuestion,
      { body: { test_attempt_id: theirs.body.data.attempt_id, test_question_id: question.id, duration: 1 } },
      { token: putri.token },
    );
    expect(intrude.status).toBe(404);
    const startFor = await server.inject(
      startChallengeAttempt,
      { body: { talent_id: budi.id, test_id: sqlPuzzle, notified: true } },
      { token: putri.token },
    );
    expect(startFor.status).toBe(403);
  });

  it('refuses a challenge once its contest has ended', async () => {
    server.clock.advance(61 * 24 * 3_600_000);
    const late = await startChallenge(await server.signInAs('putri.quiz@example.com'), sqlPuzzle);
    expect(late.status).toBe(410);
    expect(late.body.meta.type).toBe('CONTEST_EXPIRED');
  });
});

describe('certificates', () => {
  let sari: SignedIn;
  let uid: string;

  beforeAll(async () => {
    // The contest tests moved the clock past the sessions' lifetime.
    putri = await server.signInAs('putri.quiz@example.com');
    budi = await server.signInAs('budi.quiz@example.com');
    sari = await server.signInAs('sari.quiz@example.com');
    const started = await start(sari, 3);
    let state = started.body.data;
    while (state.question) {
      state = (
        await answer(sari, state.attempt_id, state.question.id, (await optionsOf(state.question)).right)
      ).body.data;
    }
    const view = await server.inject(
      getTalentAssessment,
      { params: { id: 3, talentId: sari.id } },
      { token: sari.token },
    );
    uid = view.body.data.last_result?.certificate_uid ?? '';
  });

  it('lets a guest look a certificate up by its public id, and tells the talent it was earned', async () => {
    const found = await server.inject(lookUpCertificates, { query: { uid: uid.toLowerCase() } });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({
        uid,
        talent_id: sari.id,
        kind: 'assessment',
        name: 'Microsoft Excel',
        score: 100,
      }),
    ]);
    const notices = await server.db
      .select({ text: schema.notifications.text, urlAction: schema.notifications.urlAction })
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, sari.id));
    expect(notices).toEqual([expect.objectContaining({ urlAction: `/talent/certificate/${uid}` })]);
  });

  it('answers 404 NOT_FOUND for an id that matches nothing or cannot be one, and a 400 without any id', async () => {
    for (const unknown of ['ABCDEF0123456789', 'not-a-certificate']) {
      const none = await server.inject(lookUpCertificates, { query: { uid: unknown } });
      expect(none.status).toBe(404);
      expect(none.body.meta.type).toBe('NOT_FOUND');
      expect(none.body.meta.message).toBe(assessmentMessages.certificateNotFound);
    }
    const neither = await server.inject(lookUpCertificates, { query: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.fields).toEqual({ uid: assessmentMessages.certificateLookup });
  });

  it("lists a talent's certificates to that talent only", async () => {
    const own = await server.inject(
      lookUpCertificates,
      { query: { talent_id: sari.id } },
      { token: sari.token },
    );
    expect(own.body.data.map((certificate) => certificate.uid)).toEqual([uid]);
    const other = await server.inject(
      lookUpCertificates,
      { query: { talent_id: sari.id } },
      { token: budi.token },
    );
    expect(other.status).toBe(403);
    const guest = await server.inject(lookUpCertificates, { query: { talent_id: sari.id } });
    expect(guest.status).toBe(401);
  });

  it('downloads the certificate as a PDF for anyone with the id, and a 404 for an unknown one', async () => {
    const pdf = await server.inject(downloadCertificate, { params: { uid } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(`talent-certificate-${uid}.pdf`);
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
    const missing = await server.inject(downloadCertificate, { params: { uid: 'ABCDEF0123456789' } });
    expect(missing.status).toBe(404);
  });
});

describe('the contest survey', () => {
  function sendSurvey(talent: SignedIn, form: string, category = 'contest', as = talent) {
    return server.request({
      method: 'PUT',
      url: `/api/talent/v1/talent/${talent.id}/surveys?category=${category}`,
      headers: { authorization: `Bearer ${as.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
  }

  it('stores the answers sent form-encoded with a 201', async () => {
    const saved = await sendSurvey(
      putri,
      'answers[0][survey_source_id]=2&answers[1][survey_source_id]=99&answers[1][description]=A+campus+poster',
    );
    expect(saved.status).toBe(201);
    expect(saved.body.data.answers).toEqual([
      { survey_source_id: 2, description: null },
      { survey_source_id: 99, description: 'A campus poster' },
    ]);
    const read = await server.inject(
      getContestSurvey,
      { params: { id: putri.id }, query: { category: 'contest' } },
      { token: putri.token },
    );
    expect(read.body.data).toHaveLength(2);
  });

  it("asks for a description with Other, at least one source, a known source and category, and the talent's own id", async () => {
    const other = await sendSurvey(putri, 'answers[0][survey_source_id]=99&answers[0][description]=+');
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ 'answers.0.description': assessmentMessages.surveyOtherRequired });
    const empty = await sendSurvey(putri, '');
    expect(empty.status).toBe(400);
    const unknown = await sendSurvey(putri, 'answers[0][survey_source_id]=98');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'answers.0.survey_source_id': assessmentMessages.surveyRequired });
    const category = await sendSurvey(putri, 'answers[0][survey_source_id]=2', 'rating');
    expect(category.status).toBe(400);
    const intrude = await sendSurvey(putri, 'answers[0][survey_source_id]=2', 'contest', budi);
    expect(intrude.status).toBe(403);
    expect(saveContestSurvey.successStatus).toBe(201);
  });
});

/** Last, since the cool-down moves the shared clock on by weeks. */
describe('retaking a quiz', () => {
  it('keeps one certificate per quiz under one id: a better pass after the cool-down raises its score', async () => {
    const dayMs = 86_400_000;
    const cooldownMs = assessmentLimits.retakeCooldownDays * dayMs;
    const quiz = 4;
    let dewi = await server.signInAs('dewi.quiz@example.com');
    /** Takes the quiz to its end, answering the first `wrong` questions wrongly. */
    async function take(wrong: number) {
      const started = await start(dewi, quiz);
      expect(started.status).toBe(200);
      let state = started.body.data;
      for (let n = 0; state.question; n += 1) {
        const options = await optionsOf(state.question);
        state = (
          await answer(dewi, state.attempt_id, state.question.id, n < wrong ? options.wrong : options.right)
        ).body.data;
      }
      const view = await server.inject(
        getTalentAssessment,
        { params: { id: quiz, talentId: dewi.id } },
        { token: dewi.token },
      );
      return view.body.data;
    }
    const certificatesOfDewi = async () =>
      (await server.inject(lookUpCertificates, { query: { talent_id: dewi.id } }, { token: dewi.token })).body
        .data;

    const first = await take(1);
    const uid = first.last_result?.certificate_uid;
    expect(uid).toMatch(/^[0-9A-F]{16}$/);
    expect(first.retake_at).toBe(new Date(server.clock.now().getTime() + cooldownMs).toISOString());
    const tooSoon = await start(dewi, quiz);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.meta).toMatchObject({
      type: assessmentErrorTypes.retakeTooSoon,
      message: assessmentMessages.retakeTooSoon,
    });

    server.clock.advance(cooldownMs);
    dewi = await server.signInAs('dewi.quiz@example.com');
    const better = await take(0);
    expect(better.last_result).toMatchObject({ score: 100, certificate_uid: uid });
    expect(await certificatesOfDewi()).toEqual([expect.objectContaining({ uid, score: 100 })]);

    server.clock.advance(cooldownMs);
    dewi = await server.signInAs('dewi.quiz@example.com');
    const worse = await take(2);
    expect(worse.last_result).toMatchObject({ passed: true, certificate_uid: uid });
    expect(await certificatesOfDewi()).toEqual([expect.objectContaining({ uid, score: 100 })]);
    const notices = await server.db
      .select({ urlAction: schema.notifications.urlAction })
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, dewi.id));
    expect(notices).toEqual([{ urlAction: `/talent/certificate/${uid}` }]);
  });
});
