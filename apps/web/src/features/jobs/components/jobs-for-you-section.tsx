import { Anchor, Group, Stack, Title } from '@mantine/core';
import { jobLimits, type Opportunity } from '@talent/contract';
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { EmptyIllustrationName } from '@/components/ui/empty-illustration';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { useBookmark } from '../api/job-actions';
import { type ListingQuery, useOpportunities } from '../api/opportunities';
import { jobPaths } from '../model/job-paths';
import { JobCard } from './job-card';

type DashboardList = 'dashboard' | 'applications';

const queries: Record<DashboardList, ListingQuery> = {
  /** Spec section 7: the dashboard filter, 3 jobs, best match first; jobs applied to are left out. */
  dashboard: { filter: 'dashboard', size: jobLimits.dashboardPageSize, sort: 'match' },
  /** The newest applications, each with its date and how far it went. */
  applications: { filter: 'applied', size: jobLimits.dashboardPageSize },
};

const emptyIllustrations: Record<DashboardList, EmptyIllustrationName> = {
  dashboard: 'jobs',
  applications: 'applications',
};

const seeAllHref: Record<DashboardList, string> = {
  dashboard: jobPaths.listing,
  applications: `${jobPaths.listing}?filter=applied`,
};

/**
 * A few of the talent's jobs on the dashboard and a link to all of them. The jobs for you are the
 * spec's floating-bookmark cards, to save one for later; applications are cards without actions.
 */
function DashboardJobs({ list }: { list: DashboardList }) {
  const { t } = useTranslation('jobs');
  const talentId = useStoredAuth()?.id ?? 0;
  const jobs = useOpportunities(talentId, queries[list]);
  const { mutate: saveBookmark } = useBookmark(talentId);
  const onBookmark = useCallback(
    (job: Opportunity, save: boolean) =>
      saveBookmark({ jobId: job.id, save, category: job.position_category }),
    [saveBookmark],
  );
  const saving = list === 'dashboard';
  const titleId = `${list}-jobs-title`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3" id={titleId}>
          {t(`${list}.title`)}
        </Title>
        <Anchor component={Link} to={seeAllHref[list]} size="sm">
          {t(`${list}.seeAll`)}
        </Anchor>
      </Group>
      {jobs.isPending ? (
        <ListSkeleton rows={jobLimits.dashboardPageSize} label={t(`${list}.loading`)} />
      ) : jobs.isError ? (
        <LoadError onRetry={() => void jobs.refetch()} />
      ) : jobs.data.jobs.length === 0 ? (
        <EmptyState illustration={emptyIllustrations[list]} title={t(`${list}.emptyTitle`)}>
          {t(`${list}.emptyText`)}
        </EmptyState>
      ) : (
        <Stack gap="sm">
          {jobs.data.jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              actions={saving}
              floatingBookmark={saving}
              onBookmark={onBookmark}
              jobHref={jobPaths.opportunity(job.id)}
              companyHref={jobPaths.talentCompany(job.company_id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The dashboard's jobs that fit the talent best. */
export function JobsForYouSection() {
  return <DashboardJobs list="dashboard" />;
}

/** What the talent applied to, newest first, so an application does not vanish once sent. */
export function MyApplicationsSection() {
  return <DashboardJobs list="applications" />;
}
