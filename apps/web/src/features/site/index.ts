/** What the app takes from the footer pages: their routes and where they live. */
export { siteRoutes } from './routes';
export { sitePaths } from './site-paths';
