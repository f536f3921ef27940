/** What the app shell takes from the jobs feature: its routes. */
export { employerCompanyRoute, guestCompanyRoute, jobRoutes } from './routes';
