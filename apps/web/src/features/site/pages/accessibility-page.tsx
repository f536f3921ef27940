import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { SitePage } from '../components/site-page';
import { sitePaths } from '../site-paths';

/** /accessibility: the accessibility statement: the standard, how it is tested, how to report a barrier. */
export function AccessibilityPage() {
  const { t } = useTranslation('site');
  const testing = t('accessibility.testing', { returnObjects: true });
  return (
    <SitePage title={t('accessibility.title')} description={t('accessibility.description')}>
      <Stack gap="sm" component="section" aria-labelledby="accessibility-standard" maw={760}>
        <Title order={2} size="h3" id="accessibility-standard">
          {t('accessibility.standardTitle')}
        </Title>
        <Text>{t('accessibility.standard')}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="accessibility-testing" maw={760}>
        <Title order={2} size="h3" id="accessibility-testing">
          {t('accessibility.testingTitle')}
        </Title>
        <List spacing="xs">
          {testing.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="accessibility-limits" maw={760}>
        <Title order={2} size="h3" id="accessibility-limits">
          {t('accessibility.limitsTitle')}
        </Title>
        <Text>{t('accessibility.limits')}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="accessibility-report" maw={760}>
        <Title order={2} size="h3" id="accessibility-report">
          {t('accessibility.reportTitle')}
        </Title>
        <Text>{t('accessibility.report')}</Text>
        <Anchor component={Link} to={sitePaths.contactUs} fw={600} w="fit-content">
          {t('accessibility.contact')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('accessibility.reviewed')}
        </Text>
      </Stack>
    </SitePage>
  );
}
