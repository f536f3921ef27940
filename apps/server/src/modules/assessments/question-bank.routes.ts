import {
  addBankContest,
  addBankTest,
  editBankContest,
  editBankTest,
  getBankTest,
  listBankTests,
  questionBankMessages,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createQuestionBankRepository } from './question-bank.repository.ts';
import { createQuestionBankService } from './question-bank.service.ts';

/** The staff API of the question bank: quizzes, contests and challenges added and edited whole. */
export function registerQuestionBankRoutes(app: FastifyInstance, context: AppContext): void {
  const service = createQuestionBankService(createQuestionBankRepository(context.db));

  registerEndpoint(app, listBankTests, async () => ({ data: await service.tests() }));

  registerEndpoint(app, getBankTest, async ({ params }) => ({ data: await service.test(params.id) }));

  registerEndpoint(app, addBankTest, async ({ body }) => ({
    data: await service.addTest(body),
    meta: { message: questionBankMessages.created },
  }));

  registerEndpoint(app, editBankTest, async ({ params, body }) => ({
    data: await service.editTest(params.id, body),
    meta: { message: questionBankMessages.updated },
  }));

  registerEndpoint(app, addBankContest, async ({ body }) => ({
    data: await service.addContest(body),
    meta: { message: questionBankMessages.created },
  }));

  registerEndpoint(app, editBankContest, async ({ params, body }) => ({
    data: await service.editContest(params.id, body),
    meta: { message: questionBankMessages.updated },
  }));
}
