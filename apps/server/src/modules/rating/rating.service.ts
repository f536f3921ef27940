import { type ratingBodySchema, ratingInvitation, ratingMessages, type SurveyStatus } from '@talent/contract';
import type * as z from 'zod/v4/core';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RatingRepository } from './rating.repository.ts';

type ValidRating = z.output<typeof ratingBodySchema>;

interface Advocate {
  id: number;
  fullname: string;
  email: string;
}

const refusedAt = (status: number, field: string, message: string) =>
  new AppError(status, status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', message, {
    fields: { [field]: message },
  });

const dayMs = 86_400_000;

/** Whether the talent has used the service enough to rate it (`ratingInvitation`). */
export function hasUsedTheService(usage: { joinedAt: Date | null; applications: number }, at: Date): boolean {
  if (usage.joinedAt === null) return false;
  const days = (at.getTime() - usage.joinedAt.getTime()) / dayMs;
  return days >= ratingInvitation.minAccountDays && usage.applications >= ratingInvitation.minApplications;
}

/** The rating flow's rules: one rating of the service, one of the talent's own advocate. */
export function createRatingService(deps: {
  repository: RatingRepository;
  advocateOf: (talentId: number) => Promise<Advocate | undefined>;
  now: () => Date;
}) {
  const { repository, advocateOf, now } = deps;

  async function status(talentId: number): Promise<SurveyStatus> {
    const advocate = (await advocateOf(talentId)) ?? null;
    const [rated, usage] = await Promise.all([
      repository.ratedBy(talentId, advocate?.id ?? null),
      repository.usage(talentId),
    ]);
    return {
      product_rating: rated.service,
      ask_to_rate: !rated.service && hasUsedTheService(usage, now()),
      ta_rating: rated.advocate,
      staff_ta: advocate && {
        id: advocate.id,
        fullname: advocate.fullname,
        email: advocate.email,
        image_url: { thumb: null },
      },
    };
  }

  return {
    status,

    async rate(talentId: number, rating: ValidRating): Promise<SurveyStatus> {
      if (rating.talent_id !== talentId) throw refusedAt(400, 'talent_id', ratingMessages.talentMismatch);
      if (rating.staff_id !== undefined) {
        const advocate = await advocateOf(talentId);
        if (advocate?.id !== rating.staff_id)
          throw refusedAt(400, 'staff_id', ratingMessages.notYourAdvocate);
      }
      const saved = await repository.save(
        talentId,
        {
          onboardingScore: rating.onboarding_score,
          interviewProcessScore: rating.interview_process_score,
          companyScore: rating.company_score,
          overallScore: rating.overall_score,
          summary: rating.summary,
        },
        rating.staff_id === undefined || rating.talent_advocate_score === undefined
          ? null
          : {
              staffId: rating.staff_id,
              score: rating.talent_advocate_score,
              remarks: rating.talent_advocate_remarks,
            },
        now(),
      );
      if (saved === 'already-rated') throw new AppError(409, 'CONFLICT', ratingMessages.alreadyRated);
      if (saved === 'advocate-already-rated')
        throw refusedAt(409, 'talent_advocate_score', ratingMessages.advocateAlreadyRated);
      return status(talentId);
    },
  };
}
