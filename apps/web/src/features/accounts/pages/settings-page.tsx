import { Container, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeactivateAccount } from '../components/deactivate-account';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} id={id} fz="xl">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
        <Divider />
        {children}
      </Stack>
    </Paper>
  );
}

/** /talent/settings: the account's password and its deactivation. */
export function SettingsPage() {
  const { t } = useTranslation('accounts');
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={t('settings.title')} documentTitle={t('settings.documentTitle')} />
      <Stack gap="lg">
        <Section
          id="settings-change-password"
          title={t('settings.changePassword.title')}
          intro={t('settings.changePassword.intro')}
        >
          <ChangePasswordForm />
        </Section>
        <Section
          id="settings-deactivate"
          title={t('settings.deactivate.title')}
          intro={t('settings.deactivate.intro')}
        >
          <DeactivateAccount />
        </Section>
      </Stack>
    </Container>
  );
}
