/** What the app takes from the rating feature: its pages and its dashboard card. */
export { ratingRoutes } from './routes';
