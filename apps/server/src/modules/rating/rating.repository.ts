import { advocateRatings, type Database, jobApplications, serviceRatings, users } from '@talent/db';
import { and, count, eq } from 'drizzle-orm';

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
    /** How long the talent has had an account and how many jobs they applied to: their use so far. */
    async usage(talentId: number): Promise<{ joinedAt: Date | null; applications: number }> {
      const [[user], [applied]] = await Promise.all([
        db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, talentId)),
        db.select({ n: count() }).from(jobApplications).where(eq(jobApplications.talentId, talentId)),
      ]);
      return { joinedAt: user?.createdAt ?? null, applications: applied?.n ?? 0 };
    },

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
