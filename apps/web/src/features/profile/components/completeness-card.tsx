import { Anchor, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { profileCompleteness, type Talent } from '@talent/contract';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { sectionPages } from '../model/section-pages';

/** How complete the profile is, and the three most valuable sections still empty. */
export function CompletenessCard({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const { percent, missing } = profileCompleteness(talent);
  const color = percent >= 80 ? 'teal' : percent >= 50 ? 'yellow' : 'red';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="completeness-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="completeness-title">
            {t('page.completeness')}
          </Title>
          <Text fw={700} data-testid="completeness-value">
            {t('page.completenessValue', { percent })}
          </Text>
        </Group>
        <Progress value={percent} color={color} size="lg" radius="xl" aria-label={t('page.completeness')} />
        <Title order={3} fz="md" mt="xs">
          {t('page.nextTitle')}
        </Title>
        {missing.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('page.nextDone')}
          </Text>
        ) : (
          <List spacing={6} size="sm">
            {missing.slice(0, 3).map((section) => (
              <List.Item key={section}>
                <Anchor component={Link} to={sectionPages[section]} fw={600}>
                  {t(`sections.${section}`)}
                </Anchor>
                {' — '}
                {t(`nextHints.${section}`)}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
