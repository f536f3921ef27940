import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconMapPin } from '@tabler/icons-react';
import { fileHref } from '@/lib/file-href';
import { useTranslation } from '@/lib/i18n';
import { headlineOf } from '../../model/headline';
import { EditSectionButton, type SectionProps } from './section-card';

/** The top card: photo, name, headline, city and contacts, the about text and the CV to download. */
export function PersonalCard({ talent, editable }: SectionProps) {
  const { t } = useTranslation('profile');
  const headline = headlineOf(talent);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-personal">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Avatar
          src={talent.image_url?.medium ? fileHref(talent.image_url.medium) : null}
          name={talent.fullname}
          alt={talent.fullname}
          size={88}
          radius={88}
          color="teal"
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} fz={{ base: 'xl', sm: 26 }} id="section-personal">
              {talent.fullname}
            </Title>
            {editable && <EditSectionButton section="personal" />}
          </Group>
          {headline && <Text fw={600}>{headline}</Text>}
          {talent.location && (
            <Group gap={4}>
              <IconMapPin size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {talent.location.name}
              </Text>
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {[talent.email, talent.phone].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Group>
      {talent.preference.about && (
        <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
          {talent.preference.about}
        </Text>
      )}
      <Group mt="md" className="no-print">
        {talent.cv ? (
          <Button
            component="a"
            href={fileHref(talent.cv.url)}
            download={talent.cv.name}
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('page.downloadCv')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('page.noCv')}
          </Text>
        )}
      </Group>
    </Card>
  );
}
