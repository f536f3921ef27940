/** The dashboard module: the product tour and the milestones a talent reaches across the features. */
export { registerDashboardRoutes } from './dashboard.routes.ts';
