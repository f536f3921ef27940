/** What the app shell takes from the notifications feature: its routes, the bell's data and the View All modal. */
export { useBellNotifications } from './hooks/use-bell-notifications';
export { notificationModals } from './modals';
export { notificationsRoutes } from './routes';
