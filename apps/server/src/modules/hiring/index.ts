/** The hiring module: interviews, offers, outcomes and the staff side that drives them. */
export { companiesInProcessWith } from './companies-in-process.ts';
export { seedDemoHiring } from './demo/demo-hiring.ts';
export { registerHiringRoutes } from './hiring.routes.ts';
export { talentAdvocateOf } from './talent-advocate.ts';
