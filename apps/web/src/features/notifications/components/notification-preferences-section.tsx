import { Button, Group, Stack, Switch } from '@mantine/core';
import { type NotificationPreferences, notificationTypes } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { SettingsSection } from '@/components/ui/settings-section';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { showSuccessToast } from '@/lib/toast';
import {
  notificationPreferencesQuery,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';

function PreferencesForm({ saved, talentId }: { saved: NotificationPreferences; talentId: number }) {
  const { t } = useTranslation('notifications');
  const [chosen, setChosen] = useState(saved);
  const save = useSaveNotificationPreferences(talentId);
  useEffect(() => setChosen(saved), [saved]);
  const changed = notificationTypes.some((type) => chosen[type] !== saved[type]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(chosen, {
          onSuccess: (answer) => showSuccessToast(answer.meta.message ?? t('preferences.saved')),
        });
      }}
    >
      <Stack gap="md">
        {notificationTypes.map((type) => (
          <Switch
            key={type}
            checked={chosen[type]}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setChosen((current) => ({ ...current, [type]: on }));
            }}
            label={t(`preferences.types.${type}.label`)}
            description={t(`preferences.types.${type}.description`)}
          />
        ))}
        <Group>
          <Button type="submit" disabled={!changed} loading={save.isPending}>
            {t('preferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Settings: which kinds of notification also come by email. Every notification is always shown
 * in the app; only the email is optional.
 */
export function NotificationPreferencesSection() {
  const { t } = useTranslation('notifications');
  const talentId = useStoredAuth()?.id ?? 0;
  const preferences = useQuery(notificationPreferencesQuery(talentId));
  return (
    <SettingsSection
      id="settings-notification-emails"
      title={t('preferences.title')}
      intro={t('preferences.intro')}
    >
      {preferences.isPending ? (
        <ListSkeleton rows={3} label={t('preferences.title')} />
      ) : preferences.isError ? (
        <LoadError onRetry={() => void preferences.refetch()} />
      ) : (
        <PreferencesForm saved={preferences.data} talentId={talentId} />
      )}
    </SettingsSection>
  );
}
