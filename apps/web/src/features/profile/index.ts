/** What the app shell takes from the profile feature: its routes. */
export { profileRoutes } from './routes';
