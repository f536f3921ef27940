import { certificates, type Database } from '@talent/db';
import { eq } from 'drizzle-orm';

/** Whether the talent has earned any certificate (a dashboard milestone). */
export async function hasEarnedACertificate(db: Database, talentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.talentId, talentId))
    .limit(1);
  return row !== undefined;
}
