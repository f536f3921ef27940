import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { SitePage } from '../components/site-page';
import { sitePaths } from '../site-paths';

/** /event: job fairs, workshops and webinars. */
export function EventPage() {
  const { t } = useTranslation('site');
  const events = t('event.events', { returnObjects: true });
  return (
    <SitePage title={t('event.title')} description={t('event.description')}>
      <Stack gap="md" component="section" aria-labelledby="events-upcoming">
        <Title order={2} size="h3" id="events-upcoming">
          {t('event.upcoming')}
        </Title>
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {events.map((event) => (
            <Card key={event.title} component="li" withBorder padding="lg">
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {event.title}
                </Title>
                <Group gap="lg">
                  <Group gap={6}>
                    <IconCalendarEvent size={18} aria-hidden />
                    <Text size="sm" fw={600}>
                      {event.date}
                    </Text>
                  </Group>
                  <Group gap={6}>
                    <IconMapPin size={18} aria-hidden />
                    <Text size="sm">{event.place}</Text>
                  </Group>
                </Group>
                <Text size="sm">{event.text}</Text>
              </Stack>
            </Card>
          ))}
        </Stack>
        <Group>
          <Button component={Link} to={sitePaths.contactUs} variant="light">
            {t('event.register')}
          </Button>
        </Group>
      </Stack>
    </SitePage>
  );
}
