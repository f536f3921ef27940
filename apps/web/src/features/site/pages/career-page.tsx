import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { SitePage } from '../components/site-page';

const careersAddress = 'careers@talent.example.com';

/** /career: the roles open at Talent itself. */
export function CareerPage() {
  const { t } = useTranslation('site');
  const roles = t('career.roles', { returnObjects: true });
  return (
    <SitePage title={t('career.title')} description={t('career.description')}>
      <Stack gap="md" component="section" aria-labelledby="career-roles">
        <Title order={2} size="h3" id="career-roles">
          {t('career.openRoles')}
        </Title>
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {roles.map((role) => (
            <Card key={role.title} component="li" withBorder padding="lg">
              <Group justify="space-between" align="center" gap="md">
                <Stack gap={6}>
                  <Title order={3} size="h4">
                    {role.title}
                  </Title>
                  <Group gap="xs">
                    <Badge variant="light" tt="none">
                      {role.team}
                    </Badge>
                    <Badge variant="light" color="gray" tt="none">
                      {role.place}
                    </Badge>
                    <Badge variant="light" color="gray" tt="none">
                      {role.type}
                    </Badge>
                  </Group>
                </Stack>
                <Button
                  component="a"
                  variant="light"
                  href={`mailto:${careersAddress}?subject=${encodeURIComponent(t('career.applySubject', { role: role.title }))}`}
                  aria-label={`${t('career.apply')}: ${role.title}`}
                >
                  {t('career.apply')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
        <Text c="dimmed">{t('career.contact')}</Text>
      </Stack>
    </SitePage>
  );
}
