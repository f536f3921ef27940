import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ActivitySummary } from '@talent/contract';
import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { activityModalIds, modalIdOfStage } from '../model/activity-modals';
import { interviewSlotLabel } from '../model/interview-times';

/**
 * One hiring activity on the dashboard: what, where, what it waits for, and the way into its modals.
 * Memoised, so the cards already in do not render again as the next slice of them comes in.
 */
export const ActivityCard = memo(function ActivityCard({
  activity,
  onOpen,
}: {
  activity: ActivitySummary;
  onOpen: (activity: ActivitySummary, modalId: number) => void;
}) {
  const { t } = useTranslation('hiring');
  const names = { position: activity.position_name, company: activity.company_name };
  const interview = activity.interview_date ? interviewSlotLabel(activity.interview_date) : null;
  const stage = t(`stages.${activity.stage_id}` as 'stages.1');
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap={6}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {activity.position_name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {activity.company_name}
          </Text>
        </Stack>
        {/* On their own row, so a narrow card shows the whole stage instead of cutting it short. */}
        <Group gap={6}>
          {activity.type === 'ACTION' && (
            <Badge color="blue" variant="light" maw="100%">
              {t('dashboard.actionNeeded')}
            </Badge>
          )}
          {activity.badge && (
            <Badge color="gray" variant="light" maw="100%">
              {activity.badge}
            </Badge>
          )}
        </Group>
        {interview && activity.stage_id === 1 && (
          <Text size="sm">
            {t('dashboard.interviewOn', { date: `${interview.day}, ${interview.start}` })}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button
            size="compact-sm"
            onClick={() => onOpen(activity, modalIdOfStage(activity.stage_id))}
            aria-label={t('dashboard.open', { stage, ...names })}
          >
            {stage}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => onOpen(activity, activityModalIds.history)}
            aria-label={t('dashboard.historyOf', names)}
          >
            {t('dashboard.history')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
});
