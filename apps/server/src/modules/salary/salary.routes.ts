import { calculateSalary, predictSalary, salaryMessages } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { followAcceptedOffers } from './accepted-offers.ts';
import * as service from './salary.service.ts';
import { createSalaryPredictor } from './salary-predictor.ts';
import { followStatedSalaries } from './stated-salaries.ts';

/** How stale a kept calculator answer may be after salaries arrive in another process. */
export const salaryRevisionCheckMs = 1000;

/** The public salary calculator and the talent's salary prediction. */
export function createSalaryModule(options: { revisionCheckMs?: number } = {}) {
  return (app: FastifyInstance, context: AppContext) => registerSalaryRoutes(app, context, options);
}

export function registerSalaryRoutes(
  app: FastifyInstance,
  { db, events }: AppContext,
  { revisionCheckMs = salaryRevisionCheckMs }: { revisionCheckMs?: number } = {},
): void {
  const calculator = service.createSalaryCalculator(db, revisionCheckMs);
  registerEndpoint(app, calculateSalary, ({ query }) =>
    calculator(query.position_function_id, query.years_category_id),
  );

  followStatedSalaries(db, events);
  followAcceptedOffers(db, events);

  const predictor = createSalaryPredictor(db);
  registerEndpoint(app, predictSalary, async ({ body }) => {
    const data = await predictor.predict({
      talentId: body.talent_id,
      skillIds: body.skill_ids,
      positionCategoryId: body.position_category_id,
      currentSalary: body.current_salary,
    });
    return { data, meta: { message: data ? salaryMessages.predicted : salaryMessages.noResult } };
  });
}
