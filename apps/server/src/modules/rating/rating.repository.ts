import { advocateRatings, type Database, serviceRatings } from '@talent/db';
import { and, eq } from 'drizzle-orm';

export interface ServiceRating {
  onboardingScore: number;
  interviewProcessScore: number;
  companyScore: number;
  overallScore: number;
  summary: string;
}

export interface AdvocateRating {
  staffId: number;
  score: number;
  remarks: string;
}

export type RatingSave = 'saved' | 'already-rated' | 'advocate-already-rated';

/** Thrown inside the transaction so that a refused advocate rating takes the service rating back too. */
class AdvocateAlreadyRated extends Error {}

/** The ratings: each stored once, the service's and the advocate's together or not at all. */
export function createRatingRepository(db: Database) {
  return {
    async ratedBy(talentId: number, advocateId: number | null) {
      const [service, advocate] = await Promise.all([
        db
          .select({ talentId: serviceRatings.talentId })
          .from(serviceRatings)
          .where(eq(serviceRatings.talentId, talentId)),
        advocateId === null
          ? []
          : db
              .select({ talentId: advocateRatings.talentId })
              .from(advocateRatings)
              .where(and(eq(advocateRatings.talentId, talentId), eq(advocateRatings.staffId, advocateId))),
      ]);
      return { service: service.length > 0, advocate: advocate.length > 0 };
    },

    async save(
      talentId: number,
      service: ServiceRating,
      advocate: AdvocateRating | null,
      now: Date,
    ): Promise<RatingSave> {
      try {
        return await db.transaction(async (tx) => {
          const stored = await tx
            .insert(serviceRatings)
            .values({ talentId, ...service, ratedAt: now })
            .onConflictDoNothing()
            .returning({ talentId: serviceRatings.talentId });
          if (stored.length === 0) return 'already-rated';
          if (advocate) {
            const rated = await tx
              .insert(advocateRatings)
              .values({ talentId, ...advocate, ratedAt: now })
              .onConflictDoNothing()
              .returning({ talentId: advocateRatings.talentId });
            if (rated.length === 0) throw new AdvocateAlreadyRated();
          }
          return 'saved';
        });
      } catch (error) {
        if (error instanceof AdvocateAlreadyRated) return 'advocate-already-rated';
        throw error;
      }
    },
  };
}

export type RatingRepository = ReturnType<typeof createRatingRepository>;
