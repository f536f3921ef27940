/** The footer pages' server part: the Contact Us messages. */
export { registerSiteRoutes } from './site.routes.ts';
