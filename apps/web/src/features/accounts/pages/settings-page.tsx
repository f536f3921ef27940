import { Container, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
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
  useDocumentTitle(t('settings.documentTitle'));
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>{t('settings.title')}</Title>
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
