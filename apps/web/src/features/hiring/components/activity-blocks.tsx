import { Alert, Anchor, Badge, Box, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ActivityDetail } from '@talent/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatHistoryDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { interviewSlotLabel } from '../model/interview-times';

/** A labelled fact of an activity; '-' when the company left it empty. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('hiring');
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children === null || children === '' ? t('common.notGiven') : children}
      </Text>
    </Stack>
  );
}

/** 'Thursday, 26 November 2026, 10:00 AM – 11:00 AM WIB'. */
export function SlotText({ instant }: { instant: string }) {
  const { t } = useTranslation('hiring');
  const slot = interviewSlotLabel(instant);
  return (
    <>
      {slot.day}, {t('common.timeRange', { start: slot.start, end: slot.end })}
    </>
  );
}

/** The position and company the activity is about, with a way to the job page. */
export function RoleHeading({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('hiring');
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {activity.role_detail.position_name}
        </Text>
        <Text size="sm" c="dimmed">
          {activity.role_detail.company_name} · {activity.role_detail.location}
        </Text>
      </Stack>
      <Anchor component={Link} to={`/talent/job/${activity.role_detail.id}`} size="sm">
        {t('common.viewJob')}
      </Anchor>
    </Group>
  );
}

/** The job's description and requirements, as the summary modals show them. */
export function JobTexts({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('hiring');
  return (
    <Stack gap="sm">
      <Fact label={t('common.jobDescription')}>{activity.role_detail.job_description}</Fact>
      <Fact label={t('common.requirements')}>{activity.role_detail.job_requirements}</Fact>
    </Stack>
  );
}

/** Every event of the activity, oldest first, dated as the spec says ('DD MMM YYYY hh:mm A'). */
export function HistoryList({
  activity,
  withHeading = true,
}: {
  activity: ActivityDetail;
  withHeading?: boolean;
}) {
  const { t } = useTranslation('hiring');
  const history = activity.stage_info.history_log;
  return (
    <Stack gap="xs">
      {withHeading && (
        <Title order={3} fz="md">
          {t('common.history')}
        </Title>
      )}
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('common.noHistory')}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {history.map((entry) => (
            <List.Item
              key={entry.id}
              icon={<Box w={10} h={10} bg={entry.color} style={{ borderRadius: '50%' }} aria-hidden />}
            >
              <Text size="sm" span fw={500}>
                {entry.name}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                {formatHistoryDate(entry.date)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Who to ask about the activity: the talent advocate, else support. */
export function SupportContact({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('hiring');
  const { name, email } = activity.support_contact;
  return (
    <Text size="sm" c="dimmed">
      {t('common.support', { name, email })}
    </Text>
  );
}

export function WaitingBadge({ activity }: { activity: ActivityDetail }) {
  const label = activity.stage_info.highlight?.label;
  if (!label) return null;
  // 'You already accept job offer below' is a sentence, read as one: not a shouting badge.
  if (activity.state === 'offer_accepted') {
    return (
      <Alert color="teal" variant="light" role="note" icon={<IconCircleCheck aria-hidden />}>
        {label}
      </Alert>
    );
  }
  return (
    <Badge color="gray" variant="light" size="lg">
      {label}
    </Badge>
  );
}
