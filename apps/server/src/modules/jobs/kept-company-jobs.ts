import type { KeptFactsChanges } from '../../platform/kept/changes.ts';
import { createKeptForRevision } from '../../platform/kept/kept-for-revision.ts';
import type { JobRow, JobsRepository } from './jobs.repository.ts';
import { createJobsRevision } from './kept-listing.ts';

/** A page of a company's open jobs and their number; null for an id that names no company page. */
export type CompanyJobs = { rows: JobRow[]; count: number } | null;

/** Pages are counted in jobs, about 1 KB each, and an unknown company as one: 20 MB at most. */
const keptCompanyJobs = { room: 20_000, sizeOf: (page: CompanyJobs) => Math.max(page?.rows.length ?? 0, 1) };

/**
 * A cache of a company's open jobs as its page shows them, kept in the process for one revision of the jobs and
 * the option lists (decision 0107). The page is the same for everyone (guests see it), and everything
 * it shows is in the jobs or in option lists (companies, cities, positions, levels, skills), whose
 * every change, in any process, moves the revision: the next request reads the page afresh.
 */
export function createKeptCompanyJobs(repository: JobsRepository, changes: KeptFactsChanges) {
  const jobs = createJobsRevision(repository, changes);
  const pages = createKeptForRevision(keptCompanyJobs);
  return async (companyId: number, page: { page: number; size: number }): Promise<CompanyJobs> =>
    pages.get(`${companyId}|${page.page}|${page.size}`, await jobs.revision(), () =>
      repository.companyJobsPage(companyId, page),
    );
}
