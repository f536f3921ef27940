import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconBriefcase, IconClock, IconMapPin } from '@tabler/icons-react';
import type { HiringStageId, Opportunity } from '@talent/contract';
import { memo } from 'react';
import { Link } from 'react-router';
import { CompanyLogo } from '@/components/ui/company-logo';
import { Hint } from '@/components/ui/hint';
import { formatPostDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { salaryText } from '../model/salary-text';
import { ApplyButton } from './apply-button';
import classes from './job-card.module.css';

export interface JobCardProps {
  job: Opportunity;
  /** Where the position name leads. */
  jobHref: string;
  companyHref: string;
  /** False on cards that only show (a guest's company page). */
  actions?: boolean;
  /**
   * The spec's variant with a floating bookmark icon: saving is the card's one action, for short
   * lists where a person picks jobs to look at later (the dashboard's jobs for you).
   */
  floatingBookmark?: boolean;
  onApply?: (job: Opportunity) => void;
  onBookmark?: (job: Opportunity, save: boolean) => void;
  applying?: boolean;
}

/**
 * A job as the listing shows it (spec section 2, Job card; DESIGN.md). Memoised: a list renders again
 * whenever one of its page's queries settles, and a card whose job and handlers are unchanged need not.
 */
export const JobCard = memo(function JobCard({
  job,
  jobHref,
  companyHref,
  actions = true,
  floatingBookmark = false,
  onApply,
  onBookmark,
  applying = false,
}: JobCardProps) {
  const { t } = useTranslation('jobs');
  const closed = job.is_closed;
  const notMatched = job.match !== null && !job.match.matched;
  const showActions = actions && !closed;
  const bookmarkLabel = job.bookmarked ? t('card.unsave') : t('card.save');
  const title = closed ? `${job.position_name} ${t('card.closed')}` : job.position_name;

  return (
    <Card
      withBorder
      padding="md"
      radius="lg"
      className={classes.card}
      data-closed={closed || undefined}
      data-opens={(!actions && !closed) || undefined}
      component="article"
      aria-label={title}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <CompanyLogo name={job.company_name} src={job.company_image?.medium} />
        <Stack gap={4} className={classes.body}>
          {closed ? (
            <Text fw={600} size="md" className={classes.title}>
              {title}
            </Text>
          ) : (
            <Anchor component={Link} to={jobHref} fw={600} size="md" c="inherit" className={classes.title}>
              {title}
            </Anchor>
          )}
          <Anchor component={Link} to={companyHref} size="sm" className={classes.companyLink}>
            {job.company_name}
          </Anchor>
          <Group gap="md" className={classes.meta}>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {job.location}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconBriefcase size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {job.position_level}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {t('card.minExperience', { count: job.min_exp })}
              </Text>
            </Group>
          </Group>
          <Text size="sm" fw={600}>
            <VisuallyHidden>{t('card.salaryLabel')}: </VisuallyHidden>
            {salaryText(job.salary)}
          </Text>
          {job.match && !notMatched && job.match.reasons.length > 0 ? (
            <Badge
              variant="light"
              color="teal"
              radius="xl"
              classNames={{ root: classes.badge, label: classes.badgeLabel }}
            >
              {t('card.matchedBecause', { reasons: job.match.reasons.slice(0, 2).join(' · ') })}
            </Badge>
          ) : null}
          {job.application ? (
            <Text size="sm" data-testid="application-status">
              {t('card.appliedOn', { date: formatPostDate(job.application.applied_at) })}
              {' · '}
              <Text span fw={600} size="sm">
                {t(`card.applicationStage.${(job.application.stage_id ?? 0) as HiringStageId | 0}`)}
              </Text>
            </Text>
          ) : null}
          {notMatched ? (
            <Badge
              variant="light"
              color="gray"
              radius="xl"
              classNames={{ root: classes.badge, label: classes.badgeLabel }}
            >
              {t('card.notMatched')}
            </Badge>
          ) : null}
        </Stack>
        {showActions && floatingBookmark ? (
          <Hint label={bookmarkLabel}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={bookmarkLabel}
              aria-pressed={job.bookmarked}
              onClick={() => onBookmark?.(job, !job.bookmarked)}
            >
              {job.bookmarked ? <IconBookmarkFilled size={20} /> : <IconBookmark size={20} />}
            </ActionIcon>
          </Hint>
        ) : null}
      </Group>
      {showActions && !floatingBookmark ? (
        <Group gap="sm" mt="md" justify="flex-end">
          {notMatched ? (
            <Button component={Link} to={jobHref} variant="subtle">
              {t('card.viewDetails')}
            </Button>
          ) : null}
          <Button
            variant="default"
            onClick={() => onBookmark?.(job, !job.bookmarked)}
            aria-pressed={job.bookmarked}
          >
            {bookmarkLabel}
          </Button>
          <ApplyButton applied={job.applied} loading={applying} onApply={() => onApply?.(job)} />
        </Group>
      ) : null}
    </Card>
  );
});
