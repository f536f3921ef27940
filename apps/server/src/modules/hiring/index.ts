/** The hiring module: interviews, offers, outcomes and the staff side that drives them. */
export { registerHiringRoutes } from './hiring.routes.ts';
