export { clientErrorReportsPerMinute, registerClientErrorRoutes } from './client-errors.routes.ts';
