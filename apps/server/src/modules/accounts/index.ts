export { createAccountsModule, registerAccountsRoutes } from './accounts.routes.ts';
