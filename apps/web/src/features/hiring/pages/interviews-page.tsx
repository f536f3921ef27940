import { Button, Container, Grid, Stack } from '@mantine/core';
import type { ActivitySummary } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSectionSlot } from '@/components/ui/page-section-slot';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { modalNames, openModal } from '@/lib/modal-manager';
import { useOnceNeeded } from '@/lib/once-needed';
import { paths } from '@/lib/paths';
import { dashboardActivitiesQuery } from '../api/activities';
import { findMeJobQuery, reminderQuery } from '../api/dashboard-pieces';
import { marketplaceQuery } from '../api/marketplace';
import { ActivityStages } from '../components/activity-stages';
import { MarketplaceTimeline } from '../components/marketplace-timeline';
import { ReminderCard } from '../components/reminder-card';
import { requestedModal } from '../model/activity-modals';

const openActivity = (activity: ActivitySummary, modalId: number) =>
  openModal(modalNames.activity, { id: modalId, roleTalentId: activity.id });

/** The dashboard (spec section 2, /talent/interviews): the talent's hiring activities, grouped by stage. */
export function InterviewsPage() {
  const { t } = useTranslation('hiring');
  const talentId = useStoredAuth()?.id ?? 0;
  const activities = useQuery(dashboardActivitiesQuery(talentId));
  // The reminder and the marketplace (with its find-me-job badge) sit above the activities and may
  // turn out empty or wrap: all of them come in together, so nothing the talent has started
  // reading is pushed down or pulled up.
  const reminder = useQuery(reminderQuery(talentId));
  const marketplace = useQuery(marketplaceQuery(talentId));
  const findMeJob = useQuery(findMeJobQuery(talentId));
  // Once in, the body stays: a piece that refetches after a failure must not bring the skeleton back.
  const topArrived = useOnceNeeded(
    !activities.isPending && !reminder.isPending && !marketplace.isPending && !findMeJob.isPending,
  );
  // The body is most of the dashboard, and the queries' answers render synchronously: drawn as a
  // deferred value it renders in slices, so the browser paints and answers input in between.
  const showBody = useDeferredValue(topArrived);
  const [search] = useSearchParams();
  const location = useLocation();

  // A notification links here with the activity and modal to open: opened once per visit, once the
  // activities are in (changing the address instead would count as a route change, which closes it).
  const opened = useRef<string | null>(null);
  const wanted = requestedModal(search);
  useEffect(() => {
    if (!wanted || !activities.isSuccess || opened.current === location.key) return;
    opened.current = location.key;
    openModal(modalNames.activity, wanted);
  }, [wanted, activities.isSuccess, location.key]);

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      {!showBody || activities.isPending ? (
        <ListSkeleton rows={3} label={t('dashboard.loading')} />
      ) : (
        <>
          <ReminderCard talentId={talentId} />
          <MarketplaceTimeline talentId={talentId} />
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              {activities.isError ? (
                <LoadError onRetry={() => void activities.refetch()} />
              ) : activities.data.length === 0 ? (
                <EmptyState
                  illustration="interviews"
                  title={t('dashboard.emptyTitle')}
                  action={
                    <Button component={Link} to={paths.jobOpportunities}>
                      {t('dashboard.browseJobs')}
                    </Button>
                  }
                >
                  {t('dashboard.emptyText')}
                </EmptyState>
              ) : (
                <ActivityStages activities={activities.data} onOpen={openActivity} />
              )}
              <Stack gap="xl" mt="xl">
                <PageSectionSlot page="dashboard" column="main" />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <PageSectionSlot page="dashboard" column="side" />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Container>
  );
}
