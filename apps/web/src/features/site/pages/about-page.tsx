import { Card, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { SitePage } from '../components/site-page';

/** /about: what Talent is for, in numbers and promises. */
export function AboutPage() {
  const { t } = useTranslation('site');
  const figures = t('about.figures', { returnObjects: true });
  const values = t('about.values', { returnObjects: true });
  return (
    <SitePage title={t('about.title')} description={t('about.description')}>
      <Stack gap="sm" component="section" aria-labelledby="about-story">
        <Title order={2} size="h3" id="about-story">
          {t('about.storyTitle')}
        </Title>
        <Text maw={760}>{t('about.story')}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="about-figures">
        <Title order={2} size="h3" id="about-figures">
          {t('about.figuresTitle')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {figures.map((figure) => (
            <Paper key={figure.label} withBorder p="md" radius="md">
              <Text fz={28} fw={700} c="blue.8">
                {figure.value}
              </Text>
              <Text size="sm" c="dimmed">
                {figure.label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="about-values">
        <Title order={2} size="h3" id="about-values">
          {t('about.valuesTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {values.map((value) => (
            <Card key={value.title} withBorder padding="lg">
              <Title order={3} size="h5" mb="xs">
                {value.title}
              </Title>
              <Text size="sm">{value.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </SitePage>
  );
}
