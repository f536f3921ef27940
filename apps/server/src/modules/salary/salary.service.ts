import { type DataQuality, type SalaryResult, salaryDataThresholds, salaryMessages } from '@talent/contract';
import type { Database } from '@talent/db';
import { AppError, errorMessages } from '../../platform/errors/app-error.ts';
import { findSalaryFigures } from './salary.repository.ts';

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
