import { inviteFriend, listReferrals, referralMessages } from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createReferralRepository } from './referral.repository.ts';
import { createReferralService } from './referral.service.ts';

/** Refer a friend: the invitation by mail and the talent's list of invited friends. */
export async function registerReferralRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const service = createReferralService({
    repository: createReferralRepository(context.db),
    mailer: context.mailer,
    attempts: context.attempts,
    now: context.now,
    publicUrl: context.config.publicUrl,
    onMailError: (error) => app.log.error({ err: error }, 'sending a referral invitation failed'),
  });

  registerEndpoint(app, inviteFriend, async ({ body }) => ({
    data: await service.invite(body),
    meta: { message: referralMessages.invited },
  }));

  registerEndpoint(app, listReferrals, async ({ params }) => ({
    data: await service.referralsOf(params.id),
  }));
}
