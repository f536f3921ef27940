import { type Database, schema } from '@talent/db';
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';

const { referrals, users } = schema;

export interface ReferralRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  createdAt: Date;
  /** When the friend's account with this email was verified; null while they have not joined. */
  joinedAt: Date | null;
}

export function createReferralRepository(db: Database) {
  // Joined through the invitation: an account verified before it was sent shows as invited, so
  // the list does not tell which emails already had accounts.
  const friendAccount = and(
    sql`lower(${users.email}) = ${referrals.email}`,
    isNotNull(users.verifiedAt),
    gte(users.verifiedAt, referrals.createdAt),
  );

  return {
    async inviter(talentId: number) {
      const [row] = await db
        .select({ email: users.email, fullname: users.fullname })
        .from(users)
        .where(eq(users.id, talentId));
      return row;
    },

    async accountExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      return row !== undefined;
    },

    /** Stores the invitation once; undefined when this talent already invited this email. */
    async insertReferral(referral: {
      invitedById: number;
      name: string;
      email: string;
      phone: string;
      createdAt: Date;
    }): Promise<ReferralRow | undefined> {
      const [row] = await db.insert(referrals).values(referral).onConflictDoNothing().returning({
        id: referrals.id,
        name: referrals.name,
        email: referrals.email,
        phone: referrals.phone,
        createdAt: referrals.createdAt,
      });
      return row && { ...row, joinedAt: null };
    },

    /** The talents who invited this (lower-cased) email. */
    async invitersOf(email: string): Promise<number[]> {
      const rows = await db
        .select({ invitedById: referrals.invitedById })
        .from(referrals)
        .where(eq(referrals.email, email));
      return rows.map((row) => row.invitedById);
    },

    async deleteReferral(id: number): Promise<void> {
      await db.delete(referrals).where(eq(referrals.id, id));
    },

    async referralsOf(talentId: number): Promise<ReferralRow[]> {
      return db
        .select({
          id: referrals.id,
          name: referrals.name,
          email: referrals.email,
          phone: referrals.phone,
          createdAt: referrals.createdAt,
          joinedAt: users.verifiedAt,
        })
        .from(referrals)
        .leftJoin(users, friendAccount)
        .where(eq(referrals.invitedById, talentId))
        .orderBy(desc(referrals.id));
    },
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
