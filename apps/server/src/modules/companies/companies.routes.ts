import { companyQueryKeys, getCompany, jobLimits, listCompanyJobs } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createJobsRevision, createKeptCompanyJobs } from '../jobs/index.ts';
import * as service from './companies.service.ts';

/** The company page and its jobs, open to guests so a shared link shows the page. */
export function registerCompaniesRoutes(app: FastifyInstance, { db, pageHeads, changes }: AppContext): void {
  const companyJobs = createKeptCompanyJobs(db, changes);
  // Everything a company page shows is in the jobs or the option lists (companies among them).
  const jobsRevision = createJobsRevision(db, changes);
  registerEndpoint(app, getCompany, ({ params }) => service.getCompany(db, params.id));
  // The company page opens with its jobs: kept per process, and written by the serializer compiled from
  // the contract.
  registerEndpoint(
    app,
    listCompanyJobs,
    ({ params, query }) => service.listCompanyJobs(companyJobs, params.companyId, query),
    { compiledAnswer: true },
  );
  const companyPage = async ({ id = '' }: Readonly<Record<string, string>>, origin: string) => {
    const revision = await jobsRevision.revision();
    const company = await service.findCompanyForPage(db, Number(id));
    if (!company) return null;
    // The page's body is rendered from these answers and hands them to the browser (decision 0149).
    const firstJobs = { page: 1, size: jobLimits.listingPageSize };
    const jobs = await service.listCompanyJobs(companyJobs, company.id, firstJobs);
    const queries = [
      { key: companyQueryKeys.company(company.id), data: company },
      { key: companyQueryKeys.jobs(company.id, firstJobs.page, firstJobs.size), data: jobs },
    ];
    return { ...service.companySharedPage(company, origin), queries, revision };
  };
  for (const pattern of ['/company/:id', '/talent/company/:id']) pageHeads.add(pattern, companyPage);
  pageHeads.sitemap.add('companies', service.companiesSitemap(db));
}
