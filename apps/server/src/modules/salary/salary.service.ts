import { type DataQuality, type SalaryResult, salaryDataThresholds, salaryMessages } from '@talent/contract';
import { AppError, errorMessages } from '../../platform/errors/app-error.ts';
import type { SalaryRepository } from './salary.repository.ts';

const million = 1_000_000;

/** 'low data' below the reliable sample size (see salaryDataThresholds in the contract). */
export function dataQualityOf(observations: number): DataQuality {
  return observations < salaryDataThresholds.reliable ? 'low data' : 'good';
}

/** The calculator's answer: a salary result and the message the page shows with it. */
export type CalculatorAnswer = { data: SalaryResult | null; meta: { message: string } };

export type SalaryService = ReturnType<typeof createSalaryService>;

/** The salary calculator's rules: which positions and years have enough salaries to answer. */
export function createSalaryService(deps: { repository: SalaryRepository }) {
  const { repository } = deps;
  return {
    /**
     * The salary calculator's answer, or null when fewer than the minimum number of salaries exist
     * for the position and years of experience (the page then says there is not enough data).
     */
    async calculateSalary(positionFunctionId: number, yearsCategoryId: number): Promise<CalculatorAnswer> {
      const figures = await repository.findSalaryFigures(positionFunctionId, yearsCategoryId);
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
    },
  };
}
