/** The rating module: a talent rates the service and their talent advocate, once each. */
export { registerRatingRoutes } from './rating.routes.ts';
