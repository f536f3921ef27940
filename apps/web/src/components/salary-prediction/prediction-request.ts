import {
  type SalaryPrediction,
  type SalaryPredictionBody,
  salaryPredictionBodyOf,
  type Talent,
} from '@talent/contract';

/** What a talent's prediction is asked with, from their whole profile (the contract's rule). */
export function predictionRequestOf(talent: Talent): SalaryPredictionBody | null {
  return salaryPredictionBodyOf({
    talentId: talent.id,
    skillIds: talent.talent_skills.map((skill) => skill.skill_set_id),
    positionCategoryId:
      talent.preference.position_category?.id ??
      talent.position_function?.position_sub_category.position_category.id ??
      null,
    currentSalary: talent.preference.cur_min_sal,
    salaryType: talent.preference.salary_type,
  });
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
