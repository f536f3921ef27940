/** What the app shell takes from the hiring feature: its routes and the activity modals. */
export { activityModal } from './components/activity-modal-registration';
export { hiringRoutes } from './routes';
