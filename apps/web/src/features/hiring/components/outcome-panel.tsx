import { Alert, Stack } from '@mantine/core';
import type { ActivityDetail } from '@talent/contract';
import { useTranslation } from '@/lib/i18n';
import { Fact, HistoryList, JobTexts, RoleHeading, SupportContact } from './activity-blocks';

/** Modals 3 and 4: how the hiring ended, with the reason given, and its history. */
export function OutcomePanel({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('hiring');
  const accepted = activity.state === 'accepted';
  const outcome = activity.stage_info.outcome;
  return (
    <Stack gap="md">
      <RoleHeading activity={activity} />
      <Alert color={accepted ? 'teal' : 'gray'} variant="light" role="note">
        {accepted ? t('outcome.accepted') : t('outcome.notContinued')}
      </Alert>
      {!accepted && <Fact label={t('outcome.reason')}>{outcome?.reason ?? null}</Fact>}
      {outcome?.notes && <Fact label={t('common.notes')}>{outcome.notes}</Fact>}
      <JobTexts activity={activity} />
      <HistoryList activity={activity} />
      <SupportContact activity={activity} />
    </Stack>
  );
}
