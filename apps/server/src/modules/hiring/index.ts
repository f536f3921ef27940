/** The hiring module: interviews, offers, outcomes and the staff side that drives them. */
export { seedDemoHiring } from './demo/demo-hiring.ts';
export { registerHiringRoutes } from './hiring.routes.ts';
export { companiesInProcessWith, talentAdvocateOf, wasInvitedToInterview } from './hiring-facts.ts';
