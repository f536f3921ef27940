import { calculateSalary, predictSalary, salaryMessages } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { followAcceptedOffers } from './accepted-offers.ts';
import { createSalaryCalculatorCache } from './salary-calculator.cache.ts';
import { createSalaryPredictor } from './salary-predictor.ts';
import { followStatedSalaries } from './stated-salaries.ts';

/** The public salary calculator and the talent's salary prediction. */
export function registerSalaryRoutes(app: FastifyInstance, { db, events, changes }: AppContext): void {
  const calculator = createSalaryCalculatorCache(db, changes);
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
