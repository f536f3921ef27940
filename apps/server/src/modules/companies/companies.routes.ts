import { companyQueryKeys, getCompany, jobLimits, listCompanyJobs } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createJobsRepository, createJobsRevision, createKeptCompanyJobs } from '../jobs/index.ts';
import { createCompaniesRepository } from './companies.repository.ts';
import { companySharedPage, createCompaniesService } from './companies.service.ts';

/** The company page and its jobs, open to guests so a shared link shows the page. */
export function registerCompaniesRoutes(app: FastifyInstance, { db, pageHeads, changes }: AppContext): void {
  const jobsRepository = createJobsRepository(db);
  const service = createCompaniesService({
    repository: createCompaniesRepository(db),
    companyJobs: createKeptCompanyJobs(jobsRepository, changes),
  });
  // Everything a company page shows is in the jobs or the option lists (companies among them).
  const jobsRevision = createJobsRevision(jobsRepository, changes);
  registerEndpoint(app, getCompany, ({ params }) => service.getCompany(params.id));
  // The company page opens with its jobs: kept per process, and written by the serializer compiled from
  // the contract.
  registerEndpoint(
    app,
    listCompanyJobs,
    ({ params, query }) => service.listCompanyJobs(params.companyId, query),
    { compiledAnswer: true },
  );
  const companyPage = async ({ id = '' }: Readonly<Record<string, string>>, origin: string) => {
    const revision = await jobsRevision.revision();
    const company = await service.findCompanyForPage(Number(id));
    if (!company) return null;
    // The page's body is rendered from these answers and hands them to the browser (decision 0149).
    const firstJobs = { page: 1, size: jobLimits.listingPageSize };
    const jobs = await service.listCompanyJobs(company.id, firstJobs);
    const queries = [
      { key: companyQueryKeys.company(company.id), data: company },
      { key: companyQueryKeys.jobs(company.id, firstJobs.page, firstJobs.size), data: jobs },
    ];
    return { ...companySharedPage(company, origin), queries, revision };
  };
  for (const pattern of ['/company/:id', '/talent/company/:id']) pageHeads.add(pattern, companyPage);
  pageHeads.sitemap.add('companies', service.sitemap());
}
