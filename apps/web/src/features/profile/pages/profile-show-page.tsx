import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { ProfileView } from '../components/profile-view';
import { WithTalent } from '../components/talent-state';

/** `/talent/profile/show`: the profile as a company sees it (no current salary, no edit links), printable. */
export function ProfileShowPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('page.viewAsCompany'));
  return (
    <WithTalent>
      {(talent) => (
        <Stack gap="md">
          <Group justify="space-between" className="no-print">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('page.viewAsCompany')}
            </Title>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('page.print')}
            </Button>
          </Group>
          <ProfileView talent={talent} editable={false} />
        </Stack>
      )}
    </WithTalent>
  );
}
