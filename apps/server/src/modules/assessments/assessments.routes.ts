import {
  answerAssessmentQuestion,
  answerChallengeQuestion,
  assessmentMessages,
  certificatePageHead,
  certificateQueryKey,
  certificateUidPattern,
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
  saveContestSurvey,
  skipAssessmentQuestion,
  skipChallengeQuestion,
  startAssessmentAttempt,
  startChallengeAttempt,
} from '@talent/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerTokenOf } from '../../platform/access/session.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createAssessmentsRepository } from './assessments.repository.ts';
import { createAssessmentsService } from './assessments.service.ts';
import { registerQuestionBankRoutes } from './question-bank.routes.ts';

/**
 * The signed-in talent on a public endpoint, which the platform does not resolve: the certificate
 * lookup is open to guests by public id, and to the talent itself by talent id.
 */
async function talentCalling(request: FastifyRequest): Promise<number | null> {
  const token = bearerTokenOf(request.headers.authorization);
  const session = token ? await request.server.resolveSession(token) : 'expired';
  return session !== 'expired' && session.type === 'talent' ? session.userId : null;
}

/**
 * Quizzes and contest challenges: lists, attempts on the server's clock, answers, reports,
 * leaderboards, and staff's question bank.
 */
export async function registerAssessmentsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const service = createAssessmentsService({
    repository: createAssessmentsRepository(context.db),
    events: context.events,
    now: context.now,
    publicUrl: context.config.publicUrl,
  });

  registerQuestionBankRoutes(app, context);

  registerEndpoint(app, listAssessments, async ({ query }) => {
    const { data, count } = await service.quizzes(query.talent_id, query.filter, query.page, query.size);
    return { data, meta: { count } };
  });

  registerEndpoint(app, countAssessments, async ({ query }) => ({
    data: await service.quizCounts(query.talent_id),
  }));

  registerEndpoint(app, getTalentAssessment, async ({ params }) => ({
    data: await service.talentQuiz(params.id, params.talentId),
  }));

  registerEndpoint(app, startAssessmentAttempt, async ({ body }) => ({
    data: await service.startQuiz(body.talent_id, body.assessment_id),
  }));

  registerEndpoint(app, answerAssessmentQuestion, async ({ body, session }) => ({
    data: await service.answer(session.userId, 'quiz', {
      attemptId: body.attempt_id,
      questionId: body.question_id,
      optionId: body.option_id,
      durationSeconds: body.duration,
    }),
  }));

  registerEndpoint(app, skipAssessmentQuestion, async ({ body, session }) => ({
    data: await service.answer(session.userId, 'quiz', {
      attemptId: body.attempt_id,
      questionId: body.question_id,
      optionId: null,
      durationSeconds: body.duration,
    }),
  }));

  registerEndpoint(app, getAssessmentReport, async ({ params, session }) => ({
    data: await service.report(params.id, params.attemptId, session.userId),
  }));

  registerEndpoint(app, listContests, async () => {
    const data = await service.contests();
    return { data, meta: { count: data.length } };
  });

  registerEndpoint(app, listContestChallenges, async ({ params }) => ({
    data: await service.contestChallenges(params.id),
  }));

  registerEndpoint(app, getTalentChallenge, async ({ params }) => ({
    data: await service.talentChallenge(params.id, params.talentId),
  }));

  registerEndpoint(app, listContestSubmissions, async ({ params }) => ({
    data: await service.submissions(params.id, params.talentId),
  }));

  registerEndpoint(app, getContestLeaderboard, async ({ params, query }) => ({
    data: await service.leaderboard(params.id, query.size),
  }));

  registerEndpoint(app, startChallengeAttempt, async ({ body }) => ({
    data: await service.startChallenge(body.talent_id, body.test_id),
  }));

  registerEndpoint(app, answerChallengeQuestion, async ({ body, session }) => ({
    data: await service.answerChallenge(session.userId, {
      attemptId: body.test_attempt_id,
      questionId: body.test_question_id,
      optionId: body.test_option_id,
      durationSeconds: body.duration,
    }),
  }));

  registerEndpoint(app, skipChallengeQuestion, async ({ body, session }) => ({
    data: await service.answerChallenge(session.userId, {
      attemptId: body.test_attempt_id,
      questionId: body.test_question_id,
      optionId: null,
      durationSeconds: body.duration,
    }),
  }));

  registerEndpoint(app, lookUpCertificates, async ({ query, request }) => {
    if (query.uid !== undefined && !certificateUidPattern.test(query.uid))
      throw notFound(assessmentMessages.certificateNotFound);
    const caller = query.talent_id === undefined ? null : await talentCalling(request);
    const data = await service.certificates({ uid: query.uid, talentId: query.talent_id }, caller);
    if (query.uid !== undefined && data.length === 0) throw notFound(assessmentMessages.certificateNotFound);
    return { data, meta: { count: data.length } };
  });

  // A shared certificate's first HTML shows it and previews as what it proves (decision 0149). Not kept
  // per revision: it shows the talent's name, which the talent may change.
  context.pageHeads.add('/talent/certificate/:id', async ({ id = '' }) => {
    const uid = id.trim().toUpperCase();
    if (!certificateUidPattern.test(uid)) return null;
    const found = await service.certificates({ uid }, null);
    const [certificate] = found;
    if (!certificate) return null;
    return {
      head: certificatePageHead(certificate),
      queries: [{ key: certificateQueryKey(uid), data: found }],
    };
  });

  registerEndpoint(app, downloadCertificate, async ({ params, reply }) => {
    const pdf = await service.certificatePdf(params.uid);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="talent-certificate-${params.uid}.pdf"`)
      .send(pdf);
  });

  registerEndpoint(app, saveContestSurvey, async ({ params, body }) => ({
    data: {
      talent_id: params.id,
      category: 'contest' as const,
      answers: await service.saveContestSurvey(params.id, body),
    },
    meta: { message: assessmentMessages.surveySaved },
  }));

  registerEndpoint(app, getContestSurvey, async ({ params }) => ({
    data: await service.contestSurvey(params.id),
  }));
}
