import {
  normalizeEmail,
  type Referral,
  type ReferralInvite,
  referralLimits,
  referralMessages,
} from '@talent/contract';
import { AppError, notFound, serviceAway } from '../../platform/errors/app-error.ts';
import type { AttemptLimiter } from '../../platform/limits/attempt-limits.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { ReferralRepository } from './referral.repository.ts';
import { referralOf } from './referral.shapes.ts';
import { invitationMail } from './referral-mail.ts';

const day = 24 * 60 * 60 * 1000;

/** A refusal shown at the email field, where the talent can change what they typed. */
function refusedEmail(status: 400 | 409, message: string): AppError {
  return new AppError(status, status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', message, {
    fields: { email: message },
  });
}

export function createReferralService(deps: {
  repository: ReferralRepository;
  mailer: Mailer;
  attempts: AttemptLimiter;
  now: () => Date;
  publicUrl: string;
}) {
  const { repository, mailer, attempts, now, publicUrl } = deps;

  return {
    /**
     * Invites a friend: refused for the talent's own email, for someone who already has an
     * account, and for a friend this talent invited before; at most a few a day per talent.
     */
    async invite(invite: ReferralInvite): Promise<Referral> {
      const inviter = await repository.inviter(invite.invited_by_id);
      if (!inviter) throw notFound();
      const email = normalizeEmail(invite.email);
      if (email === normalizeEmail(inviter.email)) throw refusedEmail(400, referralMessages.notYourself);
      if (await repository.accountExists(email)) throw refusedEmail(409, referralMessages.alreadyTalent);
      await attempts.spend(`referral:talent:${invite.invited_by_id}`, {
        limit: referralLimits.invitesPerDay,
        windowMs: day,
      });
      const stored = await repository.insertReferral({
        invitedById: invite.invited_by_id,
        name: invite.name,
        email,
        phone: invite.phone,
        createdAt: now(),
      });
      if (!stored) throw refusedEmail(409, referralMessages.alreadyInvited);
      try {
        await mailer.send(invitationMail({ name: invite.name, email }, inviter.fullname, publicUrl));
      } catch (error) {
        // An invitation the friend never got must not block inviting them again.
        await repository.deleteReferral(stored.id);
        throw serviceAway(error);
      }
      return referralOf(stored);
    },

    async referralsOf(talentId: number): Promise<Referral[]> {
      return (await repository.referralsOf(talentId)).map(referralOf);
    },
  };
}
