import {
  inviteFriend,
  listReferrals,
  normalizeEmail,
  notificationTexts,
  referralMessages,
  sendReferral,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { type EndpointHandler, registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createReferralRepository } from './referral.repository.ts';
import { createReferralService } from './referral.service.ts';

/** Where a referral notification leads: the talent's list of invited friends. */
const referralPagePath = '/talent/refer';

export function referralJoinedText(friendName: string): string {
  return notificationTexts.friendJoined(friendName);
}

/** Refer a friend: the invitation by mail, the talent's list of invited friends, and news when one joins. */
export async function registerReferralRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const repository = createReferralRepository(context.db);
  const service = createReferralService({
    repository,
    mailer: context.mailer,
    attempts: context.attempts,
    now: context.now,
    publicUrl: context.config.publicUrl,
  });

  // A friend who joins is news for everyone who invited them.
  context.events.subscribe('account.verified', async ({ email, fullname }) => {
    for (const talentId of await repository.invitersOf(normalizeEmail(email))) {
      await context.events.publish('notification.requested', {
        talentId,
        type: 'referral',
        text: referralJoinedText(fullname),
        urlAction: referralPagePath,
      });
    }
  });

  const invite: EndpointHandler<typeof inviteFriend> = async ({ body }) => ({
    data: await service.invite(body),
    meta: { message: referralMessages.invited },
  });
  registerEndpoint(app, inviteFriend, invite);
  // The spec's path for the same invitation (section 7), which the app sends.
  registerEndpoint(app, sendReferral, invite);

  registerEndpoint(app, listReferrals, async ({ params }) => ({
    data: await service.referralsOf(params.id),
  }));
}
