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
     * Invites a friend: refused for the talent's own email and for a friend this talent invited
     * before; at most a few tries a day per talent, each try counted. A friend who already has an
     * account is answered like any other (issue 29: the answer must not tell which emails have
     * accounts) and mailed a way to sign in instead of a sign-up link.
     */
    async invite(invite: ReferralInvite): Promise<Referral> {
      const inviter = await repository.inviter(invite.invited_by_id);
      if (!inviter) throw notFound();
      await attempts.spend(`referral:talent:${invite.invited_by_id}`, {
        limit: referralLimits.invitesPerDay,
        windowMs: day,
      });
      const email = normalizeEmail(invite.email);
      if (email === normalizeEmail(inviter.email)) throw refusedEmail(400, referralMessages.notYourself);
      const hasAccount = await repository.accountExists(email);
      const stored = await repository.insertReferral({
        invitedById: invite.invited_by_id,
        name: invite.name,
        email,
        phone: invite.phone,
        createdAt: now(),
      });
      if (!stored) throw refusedEmail(409, referralMessages.alreadyInvited);
      try {
        await mailer.send(
          invitationMail({ name: invite.name, email, hasAccount }, inviter.fullname, publicUrl),
        );
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
