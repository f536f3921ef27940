/** Coworker invitations: an employer's invitation to its company, read by the link's token. */
export { registerCoworkerInvitationsRoutes } from './coworker-invitations.routes.ts';
export { demoInvitationPath, seedDemoInvitation } from './demo/demo-invitation.ts';
