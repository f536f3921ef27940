import { Anchor, Group, Stack, Title } from '@mantine/core';
import { jobLimits } from '@talent/contract';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { useOpportunities } from '../api/opportunities';
import { jobPaths } from '../model/job-paths';
import { JobCard } from './job-card';

/** The dashboard's jobs (spec section 7: the dashboard filter, 3 jobs), best match first. */
export function JobsForYouSection() {
  const { t } = useTranslation('jobs');
  const talentId = useStoredAuth()?.id ?? 0;
  const jobs = useOpportunities(talentId, {
    filter: 'dashboard',
    size: jobLimits.dashboardPageSize,
    sort: 'match',
  });
  return (
    <Stack component="section" gap="sm" aria-labelledby="jobs-for-you-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3" id="jobs-for-you-title">
          {t('dashboard.title')}
        </Title>
        <Anchor component={Link} to={jobPaths.listing} size="sm">
          {t('dashboard.seeAll')}
        </Anchor>
      </Group>
      {jobs.isPending ? (
        <ListSkeleton rows={jobLimits.dashboardPageSize} label={t('dashboard.loading')} />
      ) : jobs.isError ? (
        <LoadError onRetry={() => void jobs.refetch()} />
      ) : jobs.data.jobs.length === 0 ? (
        <EmptyState title={t('dashboard.emptyTitle')}>{t('dashboard.emptyText')}</EmptyState>
      ) : (
        <Stack gap="sm">
          {jobs.data.jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              actions={false}
              jobHref={jobPaths.opportunity(job.id)}
              companyHref={jobPaths.talentCompany(job.company_id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
