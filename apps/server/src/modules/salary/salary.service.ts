import { type DataQuality, type SalaryResult, salaryDataThresholds, salaryMessages } from '@talent/contract';
import type { Database } from '@talent/db';
import { AppError, errorMessages } from '../../platform/errors/app-error.ts';
import { findSalaryFigures, readSalaryRevision } from './salary.repository.ts';

const million = 1_000_000;

/** 'low data' below the reliable sample size (see salaryDataThresholds in the contract). */
export function dataQualityOf(observations: number): DataQuality {
  return observations < salaryDataThresholds.reliable ? 'low data' : 'good';
}

/**
 * The salary calculator's answer, or null when fewer than the minimum number of salaries exist
 * for the position and years of experience (the page then says there is not enough data).
 */
export async function calculateSalary(
  db: Database,
  positionFunctionId: number,
  yearsCategoryId: number,
): Promise<{ data: SalaryResult | null; meta: { message: string } }> {
  const figures = await findSalaryFigures(db, positionFunctionId, yearsCategoryId);
  if (!figures) {
    throw new AppError(400, 'VALIDATION_ERROR', errorMessages.invalidInput, {
      fields: {
        position_function_id: salaryMessages.unknownOption,
        years_category_id: salaryMessages.unknownOption,
      },
    });
  }
  const { observations, mean, p10, p90 } = figures;
  if (
    observations === null ||
    mean === null ||
    p10 === null ||
    p90 === null ||
    observations < salaryDataThresholds.minimum
  ) {
    return { data: null, meta: { message: salaryMessages.noResult } };
  }
  return {
    data: {
      line_salary_million: [p10 / million, mean / million, p90 / million],
      data_quality: dataQualityOf(observations),
      position_function_name: figures.positionFunctionName,
      years_category: figures.yearsCategory,
      salary_mean: mean,
      observations,
      skills: figures.skills,
      top_3_position: figures.topPositions.map((position) => ({
        position_function_id: position.id,
        position_function_name: position.name,
        salary_mean_million: position.mean / million,
      })),
    },
    meta: { message: salaryMessages.calculated },
  };
}

type CalculatorAnswer = Awaited<ReturnType<typeof calculateSalary>>;

/**
 * The calculator's answers kept in memory per key, so a request costs no database round trip. The
 * aggregates' revision is read at most every `checkEveryMs`; when it moved (a salary arrived in this
 * or another process) every kept answer is dropped, so an answer is at most that old.
 */
export function createSalaryCalculator(db: Database, checkEveryMs: number) {
  const answers = new Map<string, Promise<CalculatorAnswer>>();
  let revision: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  const check = async () => {
    const current = await readSalaryRevision(db);
    checkedAt = performance.now();
    if (current !== revision) {
      revision = current;
      answers.clear();
    }
  };

  return async (positionFunctionId: number, yearsCategoryId: number): Promise<CalculatorAnswer> => {
    if (performance.now() - checkedAt >= checkEveryMs) {
      checking ??= check().finally(() => {
        checking = undefined;
      });
      await checking;
    }
    const key = `${positionFunctionId}:${yearsCategoryId}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = calculateSalary(db, positionFunctionId, yearsCategoryId);
      answers.set(key, answer);
      // A refused key (no such id) is not kept: the error answers each time.
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
}
