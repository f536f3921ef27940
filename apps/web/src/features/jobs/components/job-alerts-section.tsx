import { Button, Group, Stack, Text } from '@mantine/core';
import { jobAlertLabel } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { SettingsSection } from '@/components/ui/settings-section';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { jobAlertsQuery, useDeleteJobAlert } from '../api/job-alerts';
import { jobPaths } from '../model/job-paths';

/** Settings: the talent's job alerts, each with how often it runs and a way to stop it. */
export function JobAlertsSection() {
  const { t } = useTranslation('jobs');
  const talentId = useStoredAuth()?.id ?? 0;
  const alerts = useQuery(jobAlertsQuery(talentId));
  const remove = useDeleteJobAlert(talentId);
  return (
    <SettingsSection id="settings-job-alerts" title={t('alerts.title')} intro={t('alerts.intro')}>
      {alerts.isPending ? (
        <ListSkeleton rows={2} label={t('alerts.title')} />
      ) : alerts.isError ? (
        <LoadError onRetry={() => void alerts.refetch()} />
      ) : alerts.data.length === 0 ? (
        <EmptyState
          illustration="alerts"
          title={t('alerts.emptyTitle')}
          action={
            <Button component={Link} to={jobPaths.listing} variant="light">
              {t('alerts.browse')}
            </Button>
          }
        >
          {t('alerts.emptyText')}
        </EmptyState>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('alerts.title')}
        >
          {alerts.data.map((alert) => (
            <Group key={alert.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {jobAlertLabel(alert)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`alerts.frequency.${alert.frequency}`)}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                // Red 9 text (5.9:1 on white): the subtle red's own text was below 4.5:1, and so was
                // red 9 on its hover tint (3.75:1): the hover takes the palest red (5.1:1).
                c="red.9"
                size="compact-sm"
                onClick={() => remove.mutate(alert.id)}
                aria-label={t('alerts.deleteNamed', { search: jobAlertLabel(alert) })}
                style={{ flex: 'none', '--button-hover': 'var(--mantine-color-red-0)' }}
              >
                {t('alerts.delete')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}
