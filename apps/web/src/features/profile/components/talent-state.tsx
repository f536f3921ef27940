import { Alert, Button, Card, Container, Group, Skeleton, Stack } from '@mantine/core';
import type { Talent } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTalent } from '@/lib/talent';

function ProfileSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="md" role="status" aria-label={t('loading')}>
      <Card withBorder radius="md" padding="lg">
        <Group wrap="nowrap">
          <Skeleton circle height={88} />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={22} width="50%" />
            <Skeleton height={14} width="35%" />
            <Skeleton height={14} width="60%" />
          </Stack>
        </Group>
      </Card>
      {[0, 1, 2].map((row) => (
        <Card key={row} withBorder radius="md" padding="lg">
          <Skeleton height={18} width="30%" mb="sm" />
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} width="80%" />
        </Card>
      ))}
    </Stack>
  );
}

/** The signed-in talent for a profile page, with its loading (skeleton) and error (retry) states. */
export function WithTalent({ children }: { children: (talent: Talent) => ReactNode }) {
  const { t } = useTranslation('profile');
  const query = useTalent();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError ? (
        <Alert color="red" title={t('page.loadFailed')}>
          <Button variant="light" color="red" mt="sm" onClick={() => query.refetch()}>
            {t('page.retry')}
          </Button>
        </Alert>
      ) : (
        children(query.data)
      )}
    </Container>
  );
}
