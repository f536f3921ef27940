import { Card, Container, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { InviteFriendForm } from '../components/invite-friend-form';
import { ReferralList } from '../components/referral-list';

/** /talent/refer: invite a friend by mail, and see who joined. */
export function ReferPage() {
  const { t } = useTranslation('referral');
  const talentId = useStoredAuth()?.id ?? 0;
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="invite-friend-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="invite-friend-title">
              {t('form.title')}
            </Title>
            <List size="sm" c="dimmed" spacing={4} type="ordered">
              <List.Item>{t('steps.invite')}</List.Item>
              <List.Item>{t('steps.mail')}</List.Item>
              <List.Item>{t('steps.joined')}</List.Item>
            </List>
            <InviteFriendForm talentId={talentId} />
          </Stack>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="referral-list-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="referral-list-title">
              {t('list.title')}
            </Title>
            <ReferralList talentId={talentId} />
          </Stack>
        </Card>
      </SimpleGrid>
    </Container>
  );
}
