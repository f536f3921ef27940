/** The salary module: the calculator's routes. */
export { createSalaryModule, registerSalaryRoutes } from './salary.routes.ts';
