import { calculateSalary, predictSalary, salaryMessages } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { loadMatchProfile, loadSalaryProfile } from '../profile/index.ts';
import { followAcceptedOffers } from './accepted-offers.ts';
import { createSalaryRepository } from './salary.repository.ts';
import { createSalaryService } from './salary.service.ts';
import { createSalaryCalculatorCache } from './salary-calculator.cache.ts';
import { createSalaryPredictor } from './salary-predictor.ts';
import { followStatedSalaries } from './stated-salaries.ts';

/** The public salary calculator and the talent's salary prediction. */
export function registerSalaryRoutes(app: FastifyInstance, { db, events, changes }: AppContext): void {
  const repository = createSalaryRepository(db);
  const calculator = createSalaryCalculatorCache(createSalaryService({ repository }), changes);
  registerEndpoint(app, calculateSalary, ({ query }) =>
    calculator(query.position_function_id, query.years_category_id),
  );

  const salaryProfileOf = (talentId: number) => loadSalaryProfile(db, talentId);
  followStatedSalaries({ repository, salaryProfileOf, events });
  followAcceptedOffers({ repository, salaryProfileOf, events });

  const predictor = createSalaryPredictor({
    repository,
    matchProfileOf: (talentId) => loadMatchProfile(db, talentId),
    changes,
    onFitFailure: (error) => app.log.error({ err: error }, 'the salary model could not be fitted'),
  });
  app.addHook('onClose', async () => predictor.stop());
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
