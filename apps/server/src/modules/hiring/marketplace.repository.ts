import { type Database, schema } from '@talent/db';
import { eq, gte, sql } from 'drizzle-orm';

const { talentMarketplace } = schema;

export type MarketplaceRow = typeof talentMarketplace.$inferSelect;

/** The marketplace status of talents; each change is one conditional write, so a repeat changes nothing. */
export function createMarketplaceRepository(db: Database) {
  return {
    async find(talentId: number): Promise<MarketplaceRow | undefined> {
      const [row] = await db.select().from(talentMarketplace).where(eq(talentMarketplace.talentId, talentId));
      return row;
    },

    /** Joins from the next period unless the talent already joined (status 2 and above). */
    async join(talentId: number, nextPeriodAt: Date, at: Date): Promise<boolean> {
      const joined = await db
        .insert(talentMarketplace)
        .values({ talentId, status: 2, nextPeriodAt, updatedAt: at })
        .onConflictDoUpdate({
          target: talentMarketplace.talentId,
          set: { status: 2, nextPeriodAt, updatedAt: at },
          setWhere: sql`${talentMarketplace.status} <= 1`,
        })
        .returning({ talentId: talentMarketplace.talentId });
      return joined.length > 0;
    },

    /** Joins again, only once the talent's period has ended (status 8 and above). */
    async rejoin(talentId: number, nextPeriodAt: Date, at: Date): Promise<boolean> {
      const rejoined = await db
        .update(talentMarketplace)
        .set({ status: 2, nextPeriodAt, activeUntil: null, expiredAt: null, updatedAt: at })
        .where(sql`${eq(talentMarketplace.talentId, talentId)} and ${gte(talentMarketplace.status, 8)}`)
        .returning({ talentId: talentMarketplace.talentId });
      return rejoined.length > 0;
    },

    /** Sets a status directly (demo data and tests of the later stages). */
    async set(talentId: number, row: Omit<typeof talentMarketplace.$inferInsert, 'talentId'>) {
      await db
        .insert(talentMarketplace)
        .values({ talentId, ...row })
        .onConflictDoUpdate({ target: talentMarketplace.talentId, set: row });
    },
  };
}

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
