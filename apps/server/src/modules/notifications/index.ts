/** The notifications module: its routes, its demo data, and the event other features publish to tell a talent something. */
export { seedDemoNotifications } from './demo/demo-notifications.ts';
export type { NotificationRequest } from './notification-events.ts';
export { registerNotificationsRoutes } from './notifications.routes.ts';
