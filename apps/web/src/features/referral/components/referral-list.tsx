import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { Referral } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { formatHistoryDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { referralsQuery } from '../api/referrals';

function ReferralRow({ referral }: { referral: Referral }) {
  const { t } = useTranslation('referral');
  const joined = referral.status === 'joined';
  return (
    <Group component="li" wrap="nowrap" gap="sm" py="xs" align="center">
      <Avatar name={referral.name} color="blue" radius="xl" aria-hidden />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate>
          {referral.name}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {referral.email}
        </Text>
        <Text size="xs" c="dimmed">
          {joined && referral.joined_at
            ? t('list.joinedOn', { date: formatHistoryDate(referral.joined_at) })
            : t('list.invitedOn', { date: formatHistoryDate(referral.invited_at) })}
        </Text>
      </Stack>
      <Badge
        color={joined ? 'teal.9' : 'gray'}
        variant={joined ? 'filled' : 'light'}
        tt="none"
        style={{ flex: 'none' }}
      >
        {t(`status.${referral.status}`)}
      </Badge>
    </Group>
  );
}

/** The friends the talent invited, newest first, each with whether they joined. */
export function ReferralList({ talentId }: { talentId: number }) {
  const { t } = useTranslation('referral');
  const referrals = useQuery(referralsQuery(talentId));

  if (referrals.isPending) return <ListSkeleton rows={3} label={t('list.title')} />;
  if (referrals.isError) return <LoadError onRetry={() => void referrals.refetch()} />;
  if (referrals.data.length === 0)
    return (
      <EmptyState illustration="referrals" title={t('list.emptyTitle')}>
        {t('list.emptyText')}
      </EmptyState>
    );

  const joined = referrals.data.filter((referral) => referral.status === 'joined').length;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('list.summary', { count: referrals.data.length, joined })}
      </Text>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.title')}>
        {referrals.data.map((referral) => (
          <ReferralRow key={referral.id} referral={referral} />
        ))}
      </Stack>
    </Stack>
  );
}
