/** What the app shell takes from the profile feature: its routes and its global modals. */
export { profileModals } from './modals';
export { profileRoutes } from './routes';
