/** What the app takes from the dashboard feature: its getting-started piece. */
export { dashboardRoutes } from './routes';
