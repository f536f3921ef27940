/** What the app shell takes from the accounts feature: its routes, its gates and its guards. */
export { accountGates } from './model/talent-gates';
export { accountsRoutes } from './routes';
export { guardAppVersion } from './session/app-version';
export { useStoredSessionRefresh } from './session/use-stored-session-refresh';
