/** The companies module: the public company page and its open jobs. */
export { registerCompaniesRoutes } from './companies.routes.ts';
