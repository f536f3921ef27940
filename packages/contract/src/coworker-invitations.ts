import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { imageSchema } from './jobs.ts';

/**
 * A coworker invitation (spec section 2: /talent/invitation/new?token leads a guest to
 * /employer/invitation): an employer invites a coworker to its company on the employer side. The
 * spec names no call for it; ours reads the invitation by the link's token, for anyone holding it.
 */

export const coworkerRoles = ['admin', 'recruiter', 'interviewer'] as const;
export type CoworkerRole = (typeof coworkerRoles)[number];

/** `open` until it is accepted or its time runs out. */
export const coworkerInvitationStates = ['open', 'accepted', 'expired'] as const;
export type CoworkerInvitationState = (typeof coworkerInvitationStates)[number];

export const coworkerInvitationMessages = {
  linkInvalid: 'This invitation link is not valid. Ask the person who invited you to send a new one.',
} as const;

/** What the invitation page shows: no email and no ids of people, only what the invitee needs. */
export const coworkerInvitationSchema = z.object({
  company: z.object({ id: z.number().check(z.int()), name: z.string(), company_image: imageSchema }),
  inviter_name: z.string(),
  role: z.enum(coworkerRoles),
  expires_at: z.string(),
  state: z.enum(coworkerInvitationStates),
});
export type CoworkerInvitation = z.infer<typeof coworkerInvitationSchema>;

export const readCoworkerInvitation = defineEndpoint({
  method: 'GET',
  group: 'employer',
  path: '/invitations/{token}',
  summary: 'Ours: a coworker invitation read by its link token (public; an unknown token is 404)',
  access: 'public',
  params: z.object({ token: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)) }),
  data: coworkerInvitationSchema,
});
