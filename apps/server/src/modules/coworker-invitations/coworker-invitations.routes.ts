import { readCoworkerInvitation } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createCoworkerInvitationsRepository } from './coworker-invitations.repository.ts';
import { readInvitation } from './coworker-invitations.service.ts';

/** The invitation page's one call, open to anyone holding the link. */
export function registerCoworkerInvitationsRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const repository = createCoworkerInvitationsRepository(db);
  registerEndpoint(app, readCoworkerInvitation, async ({ params }) => ({
    data: await readInvitation(repository, params.token, now()),
  }));
}
