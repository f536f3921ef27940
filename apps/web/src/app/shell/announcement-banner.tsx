import { Box, CloseButton, Container, Group, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useAnnouncementOpen, writeAnnouncementOpen } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';

/**
 * The announcement (open by default). Closing it is kept with the stored login, so it stays closed
 * until the next sign-in: logout clears the choice with the rest.
 */
export function AnnouncementBanner({ message }: { message: string }) {
  const { t } = useTranslation('shell');
  const open = useAnnouncementOpen();
  if (!open) return null;
  return (
    <Box component="section" aria-label={t('announcement.label')} bg="blue.0" py="xs">
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconSpeakerphone aria-hidden size={20} color="var(--mantine-color-blue-9)" />
            <Text size="sm" c="dark.9">
              {message}
            </Text>
          </Group>
          <CloseButton aria-label={t('announcement.close')} onClick={() => writeAnnouncementOpen(false)} />
        </Group>
      </Container>
    </Box>
  );
}
