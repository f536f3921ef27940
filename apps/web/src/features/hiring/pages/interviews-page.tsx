import { Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { hiringStageIds } from '@talent/contract';
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
import { ActivityCard } from '../components/activity-card';
import { DashboardSalaryPrediction } from '../components/dashboard-salary-prediction';
import { MarketplaceTimeline } from '../components/marketplace-timeline';
import { ReminderCard } from '../components/reminder-card';
import { requestedModal } from '../model/activity-modals';
import classes from './interviews-page.module.css';

const stageOrder = [
  hiringStageIds.interview,
  hiringStageIds.offer,
  hiringStageIds.accepted,
  hiringStageIds.notContinued,
] as const;

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
  // The body is the largest render of the app (every card, the timeline, the side column): it is
  // rendered at transition priority, in slices the browser can paint and answer input between,
  // instead of one long task the moment the last piece of data comes in.
  const showBody = useDeferredValue(topArrived);
  const [search] = useSearchParams();
  const location = useLocation();
  const open = (roleTalentId: number, id: number) => openModal(modalNames.activity, { id, roleTalentId });

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
                <Stack gap="xl">
                  {stageOrder.map((stageId) => {
                    const inStage = activities.data.filter((activity) => activity.stage_id === stageId);
                    if (inStage.length === 0) return null;
                    const headingId = `hiring-stage-${stageId}`;
                    return (
                      <section key={stageId} aria-labelledby={headingId}>
                        <Title order={2} fz="h3" id={headingId} mb={4}>
                          {t(`stages.${stageId}`)}
                        </Title>
                        <Text size="sm" c="dimmed" mb="sm">
                          {t('dashboard.stageCount', { count: inStage.length })}
                        </Text>
                        <ul className={classes.cards}>
                          {inStage.map((activity) => (
                            <ActivityCard
                              key={activity.id}
                              activity={activity}
                              onOpen={(modalId) => open(activity.id, modalId)}
                            />
                          ))}
                        </ul>
                      </section>
                    );
                  })}
                </Stack>
              )}
              <Stack gap="xl" mt="xl">
                <PageSectionSlot page="dashboard" column="main" />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <DashboardSalaryPrediction />
                <PageSectionSlot page="dashboard" column="side" />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Container>
  );
}
