import { Anchor, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { dashboardProfileQuery } from '../api/dashboard-profile';

/**
 * The dashboard's profile piece (spec section 2), from GET /talent/dashboard/{id}/profile: who the
 * talent is, the position they look for, and how complete the profile is, leading to the profile.
 */
export function DashboardProfileSection() {
  const { t } = useTranslation('dashboard');
  const talentId = useStoredAuth()?.id ?? 0;
  const profile = useQuery(dashboardProfileQuery(talentId));

  return (
    <Card padding="lg" component="section" aria-labelledby="dashboard-profile-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="dashboard-profile-title">
          {t('profileCard.title')}
        </Title>
        {profile.isPending ? (
          <ListSkeleton rows={1} label={t('profileCard.title')} />
        ) : profile.isError ? (
          <LoadError onRetry={() => void profile.refetch()} />
        ) : (
          <>
            <Text fw={600}>{profile.data.fullname}</Text>
            <Text size="sm" c="dimmed">
              {profile.data.position_name ?? t('profileCard.noPosition')}
            </Text>
            <Text size="sm">{t('profileCard.completeness', { percent: profile.data.completeness })}</Text>
            <Progress.Root>
              <Progress.Section
                value={profile.data.completeness}
                aria-label={t('profileCard.completeness', { percent: profile.data.completeness })}
              />
            </Progress.Root>
            <Anchor component={Link} to={paths.profile} size="sm" fw={600}>
              {t('profileCard.view')}
            </Anchor>
          </>
        )}
      </Stack>
    </Card>
  );
}
