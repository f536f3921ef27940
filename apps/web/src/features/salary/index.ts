/** What the app shell takes from the salary feature: its routes. */
export { salaryRoutes } from './routes';
