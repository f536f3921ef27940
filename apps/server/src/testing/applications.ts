import { type Database, jobApplications, jobs } from '@talent/db';

/**
 * A new open job at a company of the master data, and the talent's application to it, written
 * straight to the database: for tests of what follows an application (hiring, chat, milestones).
 */
export async function applyToNewJob(
  db: Database,
  talentId: number,
  companyId = 1,
): Promise<{ jobId: number; applicationId: number }> {
  const [job] = await db
    .insert(jobs)
    .values({
      companyId,
      positionId: 101,
      positionCategoryId: 1,
      positionLevelId: 4,
      cityId: 1,
      workingSystemId: 1,
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error('The job was not stored');
  const [application] = await db
    .insert(jobApplications)
    .values({ talentId, jobId: job.id })
    .returning({ id: jobApplications.id });
  if (!application) throw new Error('The application was not stored');
  return { jobId: job.id, applicationId: application.id };
}
