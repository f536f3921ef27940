import { Stack } from '@mantine/core';
import type { Opportunity } from '@talent/contract';
import { type Slices, useRevealInSlices } from '@/lib/reveal-in-slices';
import { jobPaths } from '../model/job-paths';
import { JobCard } from './job-card';

/** Two cards fill a phone's first screen and take about 40 ms to render on a slow phone. */
const cardSlices: Slices = { first: 2, step: 2 };

/**
 * The listing's page of job cards. The cards are the page's largest render, so they come in slices,
 * and only this list renders again for the next one, not the filters above it.
 */
export function JobCardList({
  jobs,
  busy,
  applyingJobId,
  onApply,
  onBookmark,
}: {
  jobs: readonly Opportunity[];
  /** A newer page is on its way; the cards shown are the previous one's. */
  busy: boolean;
  applyingJobId: number | null;
  onApply: (job: Opportunity) => void;
  onBookmark: (job: Opportunity, save: boolean) => void;
}) {
  const revealed = useRevealInSlices(jobs.length, cardSlices);
  return (
    <Stack gap="md" aria-busy={busy}>
      {jobs.slice(0, revealed).map((job) => (
        <JobCard
          key={job.id}
          job={job}
          jobHref={jobPaths.opportunity(job.id)}
          companyHref={jobPaths.talentCompany(job.company_id)}
          onApply={onApply}
          onBookmark={onBookmark}
          applying={applyingJobId === job.id}
        />
      ))}
    </Stack>
  );
}
