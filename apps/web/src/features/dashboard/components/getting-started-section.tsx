import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Milestone, MilestoneKey } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { modalNames, openModal } from '@/lib/modal-manager';
import { milestonesQuery, tourQuery, useAcknowledgeMilestones, useFinishTour } from '../api/getting-started';
import classes from './getting-started-section.module.css';

/** The tour's steps load only when the talent starts it. */
const ProductTourModal = lazy(async () => ({
  default: (await import('./product-tour-modal')).ProductTourModal,
}));

/** Where each milestone is reached: a page, or the skill assessment modal. */
const milestoneActions: Record<MilestoneKey, string | (() => void) | null> = {
  profile: '/talent/profile',
  cv: '/talent/profile/personal-information',
  apply: '/talent/job-opportunities',
  interview: null,
  certificate: () => openModal(modalNames.assessment),
  referral: '/talent/refer',
};

function MilestoneItem({ milestone, fresh }: { milestone: Milestone; fresh: boolean }) {
  const { t } = useTranslation('dashboard');
  const action = milestoneActions[milestone.key];
  const name = t(`milestones.${milestone.key}.name`);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <span className={classes.check} data-done={milestone.done || undefined} aria-hidden>
        {milestone.done && <IconCheck size={14} />}
      </span>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {name}
            <VisuallyHidden>
              {milestone.done ? t('milestones.reached') : t('milestones.notReached')}
            </VisuallyHidden>
          </Text>
          {fresh && (
            <Badge size="xs" color="teal" variant="light">
              {t('milestones.new')}
            </Badge>
          )}
        </Group>
        {!milestone.done && (
          <Text size="xs" c="dimmed">
            {typeof action === 'string' ? (
              <Anchor component={Link} to={action} size="xs">
                {t(`milestones.${milestone.key}.how`)}
              </Anchor>
            ) : typeof action === 'function' ? (
              <Anchor component="button" type="button" size="xs" onClick={action}>
                {t(`milestones.${milestone.key}.how`)}
              </Anchor>
            ) : (
              t(`milestones.${milestone.key}.how`)
            )}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * The dashboard's getting-started piece: the product tour offered on a first visit (a card, never a
 * popup over the page), the profile's completeness, and the milestones of getting hired, with a
 * "New" mark on those reached since the last visit.
 */
export function GettingStartedSection() {
  const { t } = useTranslation('dashboard');
  const talentId = useStoredAuth()?.id ?? 0;
  const tour = useQuery(tourQuery(talentId));
  const list = useQuery(milestonesQuery(talentId));
  const finish = useFinishTour(talentId);
  const acknowledge = useAcknowledgeMilestones(talentId);
  const [touring, setTouring] = useState(false);

  // Reached since the last visit: marked "New" for this visit, and told to the server as seen.
  const [fresh, setFresh] = useState<ReadonlySet<number> | null>(null);
  const { mutate: markSeen } = acknowledge;
  useEffect(() => {
    if (!list.isSuccess || fresh !== null) return;
    const reachedSinceLastVisit = new Set(
      list.data.filter((m) => m.done && !m.acknowledged).map((m) => m.id),
    );
    setFresh(reachedSinceLastVisit);
    if (reachedSinceLastVisit.size > 0) markSeen([...reachedSinceLastVisit]);
  }, [list.isSuccess, list.data, fresh, markSeen]);

  if (list.isError && tour.isError) return null;
  const milestones = list.data ?? [];
  const reached = milestones.filter((milestone) => milestone.done).length;
  const profile = milestones.find((milestone) => milestone.key === 'profile');

  return (
    <Card padding="lg" component="section" aria-labelledby="getting-started-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="getting-started-title">
          {t('title')}
        </Title>
        {tour.isSuccess && !tour.data.done && (
          <Stack gap="xs" p="sm" bg="blue.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text size="sm" fw={600}>
              {t('tour.offer')}
            </Text>
            <Group gap="xs">
              <Button size="compact-sm" onClick={() => setTouring(true)}>
                {t('tour.start')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                loading={finish.isPending}
                onClick={() => finish.mutate()}
              >
                {t('tour.skip')}
              </Button>
            </Group>
          </Stack>
        )}
        {profile?.progress !== null && profile?.progress !== undefined && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm">{t('profile.label')}</Text>
              <Text size="sm" fw={600}>
                {t('profile.percent', { percent: profile.progress })}
              </Text>
            </Group>
            <div
              className={classes.meter}
              role="progressbar"
              aria-label={t('profile.label')}
              aria-valuenow={profile.progress}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className={classes.meterFill} style={{ width: `${profile.progress}%` }} />
            </div>
          </Stack>
        )}
        {milestones.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {t('milestones.count', { reached, total: milestones.length })}
            </Text>
            <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {milestones.map((milestone) => (
                <MilestoneItem
                  key={milestone.id}
                  milestone={milestone}
                  fresh={fresh?.has(milestone.id) ?? false}
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>
      {touring && (
        <Suspense fallback={null}>
          <ProductTourModal
            onClose={(finished) => {
              setTouring(false);
              if (finished) finish.mutate();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
