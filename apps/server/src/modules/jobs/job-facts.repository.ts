import { type Database, jobApplications } from '@talent/db';
import { eq } from 'drizzle-orm';

/** Whether the talent has applied to any job (a dashboard milestone). */
export async function hasAppliedToAJob(db: Database, talentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.talentId, talentId))
    .limit(1);
  return row !== undefined;
}
