import { z } from 'zod/mini';
import { emailSchema, fullNameSchema, makePhoneSchema } from './accounts.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Refer a friend (spec sections 3, 5, 7): a talent invites a friend by name, email and number;
 * the friend gets a mail with a sign-up link filled in for them, and the talent sees each of
 * their invitations with whether the friend has joined.
 */

/** Spec section 5: a friend's number is 6 to 15 characters; the daily cap keeps invites from becoming spam. */
export const referralLimits = { friendPhoneMin: 6, friendPhoneMax: 15, invitesPerDay: 20 } as const;

export const referralMessages = {
  /** Spec section 5: the required text of every field, the friend's too. */
  required: '* Required Field',
  notYourself: '* You cannot invite yourself',
  alreadyInvited: '* You have already invited this friend',
  invited: 'Your invitation has been sent',
  wholeNumber: 'Must be a positive whole number',
} as const;

/** A friend's field: the spec's required text first, then the account rules for that field. */
function friendField<T extends z.ZodMiniType<string, string>>(rules: T) {
  const required = referralMessages.required;
  return z.pipe(
    z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true })),
    rules,
  );
}

const talentId = z.coerce
  .number({ error: referralMessages.wholeNumber })
  .check(z.int(), z.positive(referralMessages.wholeNumber));

/** Spec section 3, Referral: `invited_by_id` plus the invite data. */
export const referralInviteBodySchema = z.object({
  invited_by_id: z
    .number({ error: referralMessages.wholeNumber })
    .check(z.int(), z.positive(referralMessages.wholeNumber)),
  name: friendField(fullNameSchema),
  email: friendField(emailSchema),
  phone: friendField(
    makePhoneSchema({ min: referralLimits.friendPhoneMin, max: referralLimits.friendPhoneMax }),
  ),
});
export type ReferralInvite = z.infer<typeof referralInviteBodySchema>;

export const referralStatuses = ['invited', 'joined'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

export const referralSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** `joined` once an account with the friend's email has verified it. */
  status: z.enum(referralStatuses),
  invited_at: z.string(),
  joined_at: z.nullable(z.string()),
});
export type Referral = z.infer<typeof referralSchema>;

export const inviteFriend = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/referral/invite',
  summary: 'Invite a friend to Talent by email; refused for a friend who already has an account',
  access: 'talent',
  owner: 'body.invited_by_id',
  body: referralInviteBodySchema,
  data: referralSchema,
});

/**
 * Spec section 7's referral call: the same invitation as `inviteFriend`, at the spec's path; the
 * app sends this one.
 */
export const sendReferral = defineEndpoint({
  ...inviteFriend,
  path: '/referral',
  summary: 'Invite a friend to Talent by email (the spec’s path for the invitation)',
});

export const listReferrals = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/referral/{id}',
  summary: 'The friends the talent invited, newest first, with whether each has joined',
  access: 'talent',
  owner: 'params.id',
  params: z.object({ id: talentId }),
  data: z.array(referralSchema),
});

export const referralEndpoints = { inviteFriend, listReferrals } as const;

/** The sign-up page reads these from the invitation link to fill the friend's name and email in. */
export const referralLinkQuery = { name: 'fullname', email: 'email' } as const;
