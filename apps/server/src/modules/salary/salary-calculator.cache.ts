import { createCacheUntilChanged } from '../../platform/kept/cache-until-changed.ts';
import type { KeptFactsChanges } from '../../platform/kept/changes.ts';
import type { CalculatorAnswer, SalaryService } from './salary.service.ts';

/** One answer per position function and years category: about 6,000 at most. */
const keptAnswers = { maxEntries: 10_000 };

/**
 * The calculator's answers cached in memory per key, so a request costs no database round trip.
 * Every change of the aggregates or skill counts announces 'salary' on the change feed when it
 * commits (a salary arrived in this or another process), and a renamed option 'master-data': either
 * drops every kept answer (decision 0154). Requests for a key being calculated share that work.
 */
export function createSalaryCalculatorCache(service: SalaryService, changes: KeptFactsChanges) {
  const answers = createCacheUntilChanged<Promise<CalculatorAnswer>>(changes, {
    changedBy: ['salary', 'master-data'],
    ...keptAnswers,
  });
  return (positionFunctionId: number, yearsCategoryId: number): Promise<CalculatorAnswer> => {
    const key = `${positionFunctionId}:${yearsCategoryId}`;
    const kept = answers.find(key);
    if (kept) return kept;
    const answer = service.calculateSalary(positionFunctionId, yearsCategoryId);
    answers.keep(key, answer, answers.heard);
    // A refused key (no such id) is not kept: the error answers each time.
    answer.catch(() => answers.forget(key, answer));
    return answer;
  };
}
