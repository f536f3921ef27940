/** What the app takes from the coworker invitations feature: its page. */
export { coworkerInvitationsRoutes } from './routes';
