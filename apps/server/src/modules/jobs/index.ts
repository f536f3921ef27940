/** The jobs module: the listing, job detail, apply and bookmark routes, and the job reads companies use. */

export { seedDemoJobAlerts } from './demo/demo-job-alerts.ts';
export { hasAppliedToAJob } from './job-facts.repository.ts';
export { createJobsRepository, type JobsRepository } from './jobs.repository.ts';
export { registerJobsRoutes } from './jobs.routes.ts';
export { toOpportunity } from './jobs.service.ts';
export { type CompanyJobs, createKeptCompanyJobs } from './kept-company-jobs.ts';
export { createJobsRevision } from './kept-listing.ts';
