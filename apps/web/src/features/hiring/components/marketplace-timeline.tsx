import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { marketplaceTimelineOf } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { marketplaceQuery, useJoinMarketplace } from '../api/marketplace';
import { jakartaDayLabel } from '../model/interview-times';
import { FindMeJobBadge } from './find-me-job-badge';
import classes from './marketplace-timeline.module.css';

const steps = ['joined', 'active', 'ended'] as const;

/**
 * The marketplace timeline of the dashboard (spec section 4): three steps, reached as the status
 * number says, with the date that matters now; Join before the first, Rejoin after the last.
 */
export function MarketplaceTimeline({ talentId }: { talentId: number }) {
  const { t } = useTranslation('hiring');
  const status = useQuery(marketplaceQuery(talentId));
  const join = useJoinMarketplace(talentId);
  // The dashboard works without it: a failed load shows nothing rather than a second error.
  if (!status.isSuccess) return null;
  const { count, date } = marketplaceTimelineOf(status.data.status, status.data);
  const dateText = date ? jakartaDayLabel(date) : null;
  return (
    <Card withBorder padding="md" mb="xl" component="section" aria-labelledby="marketplace-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm">
            <Title order={2} fz="h4" id="marketplace-title">
              {t('marketplace.title')}
            </Title>
            <FindMeJobBadge talentId={talentId} />
          </Group>
          {(count === 0 || count === 3) && (
            <Button size="compact-sm" loading={join.isPending} onClick={() => join.mutate(count === 3)}>
              {count === 0 ? t('marketplace.join') : t('marketplace.rejoin')}
            </Button>
          )}
        </Group>
        <ol className={classes.steps}>
          {steps.map((step, index) => (
            <li
              key={step}
              className={classes.step}
              data-reached={index < count || undefined}
              aria-current={index === count - 1 ? 'step' : undefined}
            >
              {t(`marketplace.steps.${step}`)}
            </li>
          ))}
        </ol>
        <Text size="sm" c="dimmed">
          {count === 0
            ? t('marketplace.notJoined')
            : dateText
              ? t(`marketplace.dated.${steps[count - 1] ?? 'ended'}`, { date: dateText })
              : t('marketplace.inReview')}
        </Text>
      </Stack>
    </Card>
  );
}
