import {
  type BankContest,
  type BankContestBody,
  type BankTest,
  type BankTestBody,
  questionBankMessages,
} from '@talent/contract';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { QuestionBankRepository } from './question-bank.repository.ts';
import { editRefusalOf } from './question-bank.rules.ts';

const invalidAt = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { fields: { [field]: message } });

const refusedAt = (field: string, message: string) =>
  new AppError(409, 'CONFLICT', message, { fields: { [field]: message } });

/** Staff's side of the question bank: every test written whole, checked against what exists. */
export function createQuestionBankService(repository: QuestionBankRepository) {
  /** The contest and job categories a test names must exist; the form's own rules ran in the contract. */
  async function checkReferences(body: BankTestBody): Promise<void> {
    if (body.contest_id !== null && !(await repository.contestExists(body.contest_id)))
      throw invalidAt('contest_id', questionBankMessages.unknownContest);
    const known = await repository.knownCategoryIds(body.position_category_ids);
    const unknownAt = body.position_category_ids.findIndex((id) => !known.has(id));
    if (unknownAt >= 0)
      throw invalidAt(`position_category_ids.${unknownAt}`, questionBankMessages.unknownCategory);
  }

  return {
    tests: () => repository.summaries(),

    async test(id: number): Promise<BankTest> {
      const test = await repository.test(id);
      if (!test) throw notFound(questionBankMessages.testNotFound);
      return test;
    },

    async addTest(body: BankTestBody): Promise<BankTest> {
      await checkReferences(body);
      return repository.addTest(body);
    },

    async editTest(id: number, body: BankTestBody): Promise<BankTest> {
      await checkReferences(body);
      const saved = await repository.editTest(id, body, (stored) => editRefusalOf(stored, body));
      if (saved === 'not-found') throw notFound(questionBankMessages.testNotFound);
      if (saved === 'questions-locked') throw refusedAt('questions', questionBankMessages.questionsLocked);
      if (saved === 'contest-locked') throw refusedAt('contest_id', questionBankMessages.contestLocked);
      return saved;
    },

    addContest: (body: BankContestBody) => repository.addContest(body),

    async editContest(id: number, body: BankContestBody): Promise<BankContest> {
      const saved = await repository.editContest(id, body);
      if (!saved) throw notFound(questionBankMessages.contestNotFound);
      return saved;
    },
  };
}
