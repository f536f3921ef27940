import { calculateSalary } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import * as service from './salary.service.ts';

/** The public salary calculator. */
export function registerSalaryRoutes(app: FastifyInstance, { db }: AppContext): void {
  registerEndpoint(app, calculateSalary, ({ query }) =>
    service.calculateSalary(db, query.position_function_id, query.years_category_id),
  );
}
