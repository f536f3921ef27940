import { Accordion, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { SitePage } from '../components/site-page';
import { sitePaths } from '../site-paths';

/** /faq: what talents ask most, one answer open at a time. */
export function FaqPage() {
  const { t } = useTranslation('site');
  const items = t('faq.items', { returnObjects: true });
  return (
    <SitePage title={t('faq.title')} description={t('faq.description')}>
      <Accordion variant="separated" radius="md">
        {items.map((item, index) => (
          // Mantine builds element ids from the value, and ids may not hold spaces.
          <Accordion.Item key={item.question} value={`question-${index + 1}`}>
            <Accordion.Control>
              <Text fw={600}>{item.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Anchor component={Link} to={sitePaths.contactUs} fw={600}>
        {t('contact.title')}
      </Anchor>
    </SitePage>
  );
}
