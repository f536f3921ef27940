/** What the app takes from the media feature: the blog's pages and its dashboard piece. */
export { mediaRoutes } from './routes';
