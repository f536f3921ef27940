import { Container, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/page-states';
import { SettingsSection } from '@/components/ui/settings-section';
import { useSettingsSections } from '@/lib/settings-sections';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeactivateAccount } from '../components/deactivate-account';

/**
 * /talent/settings: the account's password, the parts other features add (notification emails,
 * job alerts), and last the account's deactivation.
 */
export function SettingsPage() {
  const { t } = useTranslation('accounts');
  const featureSections = useSettingsSections();
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={t('settings.title')} documentTitle={t('settings.documentTitle')} />
      <Stack gap="lg">
        <SettingsSection
          id="settings-change-password"
          title={t('settings.changePassword.title')}
          intro={t('settings.changePassword.intro')}
        >
          <ChangePasswordForm />
        </SettingsSection>
        {featureSections.map(({ id, Section }) => (
          <Suspense key={id} fallback={<ListSkeleton rows={2} />}>
            <Section />
          </Suspense>
        ))}
        <SettingsSection
          id="settings-deactivate"
          title={t('settings.deactivate.title')}
          intro={t('settings.deactivate.intro')}
        >
          <DeactivateAccount />
        </SettingsSection>
      </Stack>
    </Container>
  );
}
