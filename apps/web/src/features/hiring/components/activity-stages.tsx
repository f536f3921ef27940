import { Stack, Text, Title } from '@mantine/core';
import type { ActivitySummary } from '@talent/contract';
import { useTranslation } from '@/lib/i18n';
import { type Slices, useRevealInSlices } from '@/lib/reveal-in-slices';
import { dashboardStages } from '../model/dashboard-stages';
import { ActivityCard } from './activity-card';
import classes from './activity-stages.module.css';

/** Two activity cards take about 40 ms to render on a slow phone. */
const cardSlices: Slices = { first: 2, step: 2 };

/**
 * The dashboard's activities under their stages. They are the largest render of the app, so the cards
 * come in slices: no single task blocks input for the whole of them.
 */
export function ActivityStages({
  activities,
  onOpen,
}: {
  activities: readonly ActivitySummary[];
  onOpen: (activity: ActivitySummary, modalId: number) => void;
}) {
  const { t } = useTranslation('hiring');
  const revealed = useRevealInSlices(activities.length, cardSlices);
  return (
    <Stack gap="xl">
      {dashboardStages(activities, revealed).map(({ stageId, total, shown }) => {
        const headingId = `hiring-stage-${stageId}`;
        return (
          <section key={stageId} aria-labelledby={headingId}>
            <Title order={2} fz="h3" id={headingId} mb={4}>
              {t(`stages.${stageId}`)}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('dashboard.stageCount', { count: total })}
            </Text>
            <ul className={classes.cards}>
              {shown.map((activity) => (
                <ActivityCard key={activity.id} activity={activity} onOpen={onOpen} />
              ))}
            </ul>
          </section>
        );
      })}
    </Stack>
  );
}
