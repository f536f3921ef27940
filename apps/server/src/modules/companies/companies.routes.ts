import { companyPageHead, getCompany, listCompanyJobs } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import * as service from './companies.service.ts';

/** The company page and its jobs, open to guests so a shared link shows the page. */
export function registerCompaniesRoutes(app: FastifyInstance, { db, pageHeads }: AppContext): void {
  registerEndpoint(app, getCompany, ({ params }) => service.getCompany(db, params.id));
  // The company page opens with its jobs: ten cards, written by the serializer compiled from the contract.
  registerEndpoint(
    app,
    listCompanyJobs,
    ({ params, query }) => service.listCompanyJobs(db, params.companyId, query),
    { compiledAnswer: true },
  );
  pageHeads.add('/company/:id', async ({ id }) => {
    const company = await service.findCompanyForPage(db, Number(id));
    return company === null ? null : companyPageHead(company);
  });
}
