import { type Database, referrals } from '@talent/db';
import { eq } from 'drizzle-orm';

/** Whether the talent has invited any friend (a dashboard milestone). */
export async function hasInvitedAFriend(db: Database, talentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(referrals.invitedById, talentId))
    .limit(1);
  return row !== undefined;
}
