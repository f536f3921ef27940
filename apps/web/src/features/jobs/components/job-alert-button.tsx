import { Button, Menu } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { type JobAlertFrequency, jobAlertFrequencies } from '@talent/contract';
import { useTranslation } from '@/lib/i18n';
import { useCreateJobAlert } from '../api/job-alerts';
import type { ListingSearch } from '../model/listing-search';

/** Saves the listing's current search as a job alert, daily or weekly. */
export function JobAlertButton({ talentId, search }: { talentId: number; search: ListingSearch }) {
  const { t } = useTranslation('jobs');
  const create = useCreateJobAlert(talentId);
  const save = (frequency: JobAlertFrequency) =>
    create.mutate({
      search: search.search,
      specialization: search.specialization,
      location: search.location,
      frequency,
    });
  return (
    // Without Mantine's focus placeholder: a menu may hold items only, and the placeholder is not one.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconBellPlus size={16} aria-hidden />}
          loading={create.isPending}
        >
          {t('alerts.create')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('alerts.howOften')}</Menu.Label>
        {jobAlertFrequencies.map((frequency) => (
          <Menu.Item key={frequency} onClick={() => save(frequency)}>
            {t(`alerts.frequency.${frequency}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
