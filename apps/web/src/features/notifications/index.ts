/** What the app shell takes from the notifications feature: its routes, the bell's data and the View All modal. */
export { LazyNotificationsModal } from './components/lazy-notifications-modal';
export { useBellNotifications } from './hooks/use-bell-notifications';
export { notificationsRoutes } from './routes';
