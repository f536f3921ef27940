import { Container, Stack } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { PageSectionSlot } from '@/components/ui/page-section-slot';
import { SettingsSection } from '@/components/ui/settings-section';
import { useTranslation } from '@/lib/i18n';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeactivateAccount } from '../components/deactivate-account';
import { LanguageSetting } from '../components/language-setting';

/**
 * /talent/settings: the account's password, the parts other features add (notification emails,
 * job alerts), and last the account's deactivation.
 */
export function SettingsPage() {
  const { t } = useTranslation('accounts');
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
        <SettingsSection
          id="settings-language"
          title={t('settings.language.title')}
          intro={t('settings.language.intro')}
        >
          <LanguageSetting />
        </SettingsSection>
        <PageSectionSlot page="settings" />
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
