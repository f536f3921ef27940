import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { SitePage } from '../components/site-page';

/** A policy page: its sections in order, then when it was last changed. */
function PolicyPage({ policy }: { policy: 'terms' | 'privacy' }) {
  const { t } = useTranslation('site');
  const sections = t(`${policy}.sections`, { returnObjects: true });
  return (
    <SitePage title={t(`${policy}.title`)} description={t(`${policy}.description`)}>
      {sections.map((section, index) => (
        <Stack
          key={section.title}
          gap="xs"
          component="section"
          aria-labelledby={`${policy}-${index}`}
          maw={760}
        >
          <Title order={2} size="h3" id={`${policy}-${index}`}>
            {section.title}
          </Title>
          <Text>{section.text}</Text>
        </Stack>
      ))}
      <Text size="sm" c="dimmed">
        {t(`${policy}.updated`)}
      </Text>
    </SitePage>
  );
}

/** /terms: the Terms of Service a new account agrees to. */
export function TermsPage() {
  return <PolicyPage policy="terms" />;
}

/** /privacy: the Privacy Policy a new account agrees to. */
export function PrivacyPage() {
  return <PolicyPage policy="privacy" />;
}
