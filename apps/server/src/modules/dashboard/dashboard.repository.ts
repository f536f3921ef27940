import { type Database, talentMilestones, talentTours } from '@talent/db';
import { eq } from 'drizzle-orm';

/** The tour's end and the milestones a talent has seen; each stored once. */
export function createDashboardRepository(db: Database) {
  return {
    async tourDoneAt(talentId: number): Promise<Date | null> {
      const [row] = await db.select().from(talentTours).where(eq(talentTours.talentId, talentId));
      return row?.doneAt ?? null;
    },

    async finishTour(talentId: number, at: Date): Promise<void> {
      await db.insert(talentTours).values({ talentId, doneAt: at }).onConflictDoNothing();
    },

    async acknowledgedMilestones(talentId: number): Promise<Set<number>> {
      const rows = await db
        .select({ id: talentMilestones.milestoneId })
        .from(talentMilestones)
        .where(eq(talentMilestones.talentId, talentId));
      return new Set(rows.map((row) => row.id));
    },

    async acknowledge(talentId: number, milestoneIds: number[], at: Date): Promise<void> {
      await db
        .insert(talentMilestones)
        .values(milestoneIds.map((milestoneId) => ({ talentId, milestoneId, acknowledgedAt: at })))
        .onConflictDoNothing();
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
