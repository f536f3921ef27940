import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { findMeJobQuery } from '../api/dashboard-pieces';
import { jakartaDayLabel } from '../model/interview-times';

/** The find-me-job indicator (spec section 7): on while Talent shows the talent to companies. */
export function FindMeJobBadge({ talentId }: { talentId: number }) {
  const { t } = useTranslation('hiring');
  const indicator = useQuery(findMeJobQuery(talentId));
  if (!indicator.isSuccess) return null;
  const { active, until } = indicator.data;
  return (
    <Badge
      variant="dot"
      color={active ? 'teal' : 'gray'}
      size="lg"
      tt="none"
      title={active && until ? t('findMeJob.until', { date: jakartaDayLabel(until) }) : undefined}
    >
      {active ? t('findMeJob.on') : t('findMeJob.off')}
    </Badge>
  );
}
