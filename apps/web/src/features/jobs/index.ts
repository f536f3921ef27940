/** What the app shell takes from the jobs feature: its routes. */
export { jobsRoutes } from './routes';
