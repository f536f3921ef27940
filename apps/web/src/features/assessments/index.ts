/** What the app takes from the assessments feature: its pages and its global modals. */
export { assessmentModals } from './modals';
export { assessmentsRoutes } from './routes';
