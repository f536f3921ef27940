import { createHash } from 'node:crypto';
import {
  type CoworkerInvitation,
  type CoworkerInvitationState,
  coworkerInvitationMessages,
} from '@talent/contract';
import { notFound } from '../../platform/errors/app-error.ts';
import type { CoworkerInvitationsRepository } from './coworker-invitations.repository.ts';

/** Only a token's SHA-256 is stored: the link itself is the secret. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationState(
  invitation: { acceptedAt: Date | null; expiresAt: Date },
  now: Date,
): CoworkerInvitationState {
  if (invitation.acceptedAt) return 'accepted';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** The invitation as its page shows it; an unknown token is a 404 the page words itself. */
export async function readInvitation(
  repository: CoworkerInvitationsRepository,
  token: string,
  now: Date,
): Promise<CoworkerInvitation> {
  const found = await repository.findInvitationByTokenHash(hashInvitationToken(token));
  if (!found) throw notFound(coworkerInvitationMessages.linkInvalid);
  return {
    company: {
      id: found.companyId,
      name: found.companyName,
      company_image: found.logoUrl
        ? { original: found.logoUrl, medium: found.logoUrl, thumb: found.logoUrl }
        : null,
    },
    inviter_name: found.inviterName,
    role: found.role,
    expires_at: found.expiresAt.toISOString(),
    state: invitationState(found, now),
  };
}
