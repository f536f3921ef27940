/** The salary module: the calculator's routes. */
export { registerSalaryRoutes } from './salary.routes.ts';
