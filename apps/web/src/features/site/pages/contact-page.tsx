import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { ContactForm } from '../components/contact-form';
import { SitePage } from '../components/site-page';

/** /contact-us: the form, kept for staff, and the other ways to reach a person. */
export function ContactPage() {
  const { t } = useTranslation('site');
  const email = t('contact.emailAddress');
  const phone = t('contact.phoneNumber');
  const ways = [
    { label: t('contact.emailLabel'), value: <Anchor href={`mailto:${email}`}>{email}</Anchor> },
    {
      label: t('contact.phoneLabel'),
      value: <Anchor href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</Anchor>,
    },
    { label: t('contact.hoursLabel'), value: t('contact.hours') },
    { label: t('contact.addressLabel'), value: t('contact.address') },
  ];
  return (
    <SitePage title={t('contact.title')} description={t('contact.description')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Card
          withBorder
          padding="lg"
          component="section"
          aria-labelledby="contact-form"
          style={{ gridColumn: 'span 2' }}
        >
          <Title order={2} size="h4" id="contact-form" mb="md">
            {t('contact.formTitle')}
          </Title>
          <ContactForm />
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="contact-ways">
          <Title order={2} size="h4" id="contact-ways" mb="md">
            {t('contact.otherWaysTitle')}
          </Title>
          <Stack component="dl" gap="sm" m={0}>
            {ways.map((way) => (
              <div key={way.label}>
                <Text component="dt" size="sm" c="dimmed">
                  {way.label}
                </Text>
                <Text component="dd" m={0}>
                  {way.value}
                </Text>
              </div>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
    </SitePage>
  );
}
