import { type SalaryPrediction, type Talent, takeHomePayFromNett } from '@talent/contract';

export interface PredictionRequest {
  talent_id: number;
  skill_ids: number[];
  position_category_id: number;
  current_salary?: number;
}

/**
 * What the prediction is asked from a talent's profile, or null while the profile lacks a job
 * category. Predictions are monthly gross, so a nett current salary is sent as the gross that
 * leaves it.
 */
export function predictionRequestOf(talent: Talent): PredictionRequest | null {
  const categoryId =
    talent.preference.position_category?.id ??
    talent.position_function?.position_sub_category.position_category.id ??
    null;
  if (categoryId === null) return null;
  const { cur_min_sal: current, salary_type: type } = talent.preference;
  return {
    talent_id: talent.id,
    skill_ids: talent.talent_skills.map((skill) => skill.skill_set_id).slice(0, 10),
    position_category_id: categoryId,
    ...(current ? { current_salary: type === 'nett' ? takeHomePayFromNett(current).gross : current } : {}),
  };
}

/** Where a salary falls on the predicted range's bar, in percent from its left end (clamped). */
export function positionOnRange(prediction: Pick<SalaryPrediction, 'low' | 'high'>, amount: number): number {
  const span = prediction.high - prediction.low;
  if (span <= 0) return 50;
  return Math.min(100, Math.max(0, ((amount - prediction.low) / span) * 100));
}

/** A predicted amount to the nearest IDR 100.000: a prediction claims no more precision than that. */
export function roundedSalary(amount: number): number {
  return Math.round(amount / 100_000) * 100_000;
}
