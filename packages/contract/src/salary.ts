import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { takeHomePayFromNett } from './take-home-pay.ts';

/**
 * Salary: the public salary calculator and the talent's salary prediction (spec sections 2, 3, 5,
 * 7, 8, 9). Amounts are monthly gross salaries in IDR.
 */

/**
 * How many observations a (position function, years category) needs. Below `minimum` the
 * calculator answers no result (a percentile of two salaries says nothing and could reveal one
 * person's pay); from `minimum` up to but not including `reliable` the result carries
 * `data_quality: 'low data'`; from `reliable` on it is 'good'.
 */
export const salaryDataThresholds = { minimum: 5, reliable: 30 } as const;

export const dataQualities = ['low data', 'good'] as const;
export type DataQuality = (typeof dataQualities)[number];

/** Spec section 9: the top 10 skills of a position and the top 3 positions of its category. */
export const salaryLimits = { topSkills: 10, topPositions: 3 } as const;

export const salaryMessages = {
  required: '* Required Field!',
  notEnoughData: "Sorry, we don't have enough data to calculate salary for this job experience",
  lowData: 'Low data availability - this result is based on limited data calculation',
  calculated: 'Success',
  noResult: 'Not enough data',
  wholeNumber: 'Must be a positive whole number',
  unknownOption: 'No such option',
  predicted: 'Success',
  salaryTooLow: 'Salary must be equal or higher than IDR 1.000.000',
} as const;

/** Spec section 9: the smallest salary a talent may enter. */
export const minimumSalary = 1_000_000;

/**
 * An id in a query string: digits only. `z.coerce.number()` would also take ' 7', '7.0', '1e1'
 * and '0x7'; a client that sends anything but the number's plain digits is told so.
 */
const queryId = z.pipe(
  z
    .string({ error: salaryMessages.required })
    .check(z.regex(/^[1-9][0-9]{0,8}$/, salaryMessages.wholeNumber)),
  z.transform(Number),
);

export const salaryCalculatorQuerySchema = z.object({
  position_function_id: queryId,
  years_category_id: queryId,
});

export const namedIdSchema = z.object({ id: z.number().check(z.int()), name: z.string() });

export const topPositionSchema = z.object({
  position_function_id: z.number().check(z.int()),
  /** 'category - name', as stored; the page shows the part after the dash. */
  position_function_name: z.string(),
  salary_mean_million: z.number(),
});

/** Spec section 3, Salary result. */
export const salaryResultSchema = z.object({
  /** [10th percentile, mean, 90th percentile] in IDR million: the chart's three points. */
  line_salary_million: z.tuple([z.number(), z.number(), z.number()]),
  data_quality: z.enum(dataQualities),
  position_function_name: z.string(),
  years_category: z.string(),
  /** Mean in IDR. */
  salary_mean: z.number(),
  /** How many salaries the figures come from. */
  observations: z.number().check(z.int()),
  skills: z.array(namedIdSchema),
  /** The category's best paid positions at the same years of experience, by mean. */
  top_3_position: z.array(topPositionSchema),
});

export type SalaryResult = z.infer<typeof salaryResultSchema>;

export const calculateSalary = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/salary-calculator',
  summary:
    'Salary percentiles, mean, top skills and top positions for a position function and years category; data null when there is not enough data',
  access: 'public',
  query: salaryCalculatorQuerySchema,
  data: z.nullable(salaryResultSchema),
});

/**
 * The calculator form (spec section 5): all three selects required. It holds ids as numbers, so
 * the request sends `pos_fuc` and `years_cat` as numbers (spec section 7).
 */
export const salaryFormSchema = z.object({
  position_category_id: z
    .number({ error: salaryMessages.required })
    .check(z.int(), z.positive(salaryMessages.required)),
  pos_fuc: z.number({ error: salaryMessages.required }).check(z.int(), z.positive(salaryMessages.required)),
  years_cat: z.number({ error: salaryMessages.required }).check(z.int(), z.positive(salaryMessages.required)),
});

export type SalaryForm = z.infer<typeof salaryFormSchema>;

/** Strict numbers in a JSON body: `"12"` is refused, not coerced. */
const bodyId = z
  .number({ error: salaryMessages.wholeNumber })
  .check(z.int(), z.positive(salaryMessages.wholeNumber));

/** Spec section 3, Salary prediction payload. */
export const salaryPredictionBodySchema = z.object({
  talent_id: bodyId,
  skill_ids: z.array(bodyId).check(z.maxLength(10)),
  position_category_id: bodyId,
  current_salary: z.optional(
    z
      .number({ error: salaryMessages.wholeNumber })
      .check(z.int(salaryMessages.wholeNumber), z.gte(minimumSalary, salaryMessages.salaryTooLow)),
  ),
});

export type SalaryPredictionBody = z.infer<typeof salaryPredictionBodySchema>;

/** What a talent's salary prediction is asked from: their profile's facts, read by either side. */
export interface SalaryPredictionFacts {
  talentId: number;
  /** In the profile's order; the first ten are sent. */
  skillIds: readonly number[];
  /** The preference's job category, else the category of the position the talent holds. */
  positionCategoryId: number | null;
  currentSalary: number | null;
  salaryType: 'nett' | 'gross' | null;
}

/**
 * The prediction's payload for a talent, or null while their profile has no job category.
 * Predictions are monthly gross, so a nett current salary is sent as the gross that leaves it.
 */
export function salaryPredictionBodyOf(facts: SalaryPredictionFacts): SalaryPredictionBody | null {
  if (facts.positionCategoryId === null) return null;
  const current = facts.currentSalary;
  return {
    talent_id: facts.talentId,
    skill_ids: facts.skillIds.slice(0, 10),
    position_category_id: facts.positionCategoryId,
    ...(current
      ? { current_salary: facts.salaryType === 'nett' ? takeHomePayFromNett(current).gross : current }
      : {}),
  };
}

export const salaryPredictionSchema = z.object({
  /** Predicted monthly gross in IDR: the likely value and an 80% range around it. */
  predicted: z.number(),
  low: z.number(),
  high: z.number(),
  /** 0 to 1: how well the model explains held-out salaries like this one (its R² on them). */
  confidence: z.number(),
  /** Observations the model was fitted on. */
  observations: z.number().check(z.int()),
  /** Where the current salary falls against the prediction, when one was given. */
  current_salary_position: z.nullable(z.enum(['below', 'within', 'above'])),
});

export type SalaryPrediction = z.infer<typeof salaryPredictionSchema>;

export const predictSalary = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/talent/salary-prediction',
  summary: 'Predict the talent’s market salary range from skills, category, seniority and city',
  access: 'talent',
  owner: 'body.talent_id',
  body: salaryPredictionBodySchema,
  /** Null while there are no salaries to learn from. */
  data: z.nullable(salaryPredictionSchema),
});

export const salaryEndpoints = { calculateSalary, predictSalary } as const;
