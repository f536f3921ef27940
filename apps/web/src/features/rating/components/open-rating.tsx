import type { SurveyStatus } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { surveyStatusQuery } from '../api/rating';
import { ratingPaths } from '../model/rating-paths';

/**
 * Spec section 7: the rating flow loads the survey status on entry, and a talent who has rated the
 * service already goes to the dashboard instead.
 */
export function OpenRating({
  children,
}: {
  children: (status: SurveyStatus, talentId: number) => ReactNode;
}) {
  const { t } = useTranslation('rating');
  const talentId = useStoredAuth()?.id ?? 0;
  const status = useQuery(surveyStatusQuery(talentId));
  // Decided on entry only: the rating sent from this page must reach the thank-you page.
  const ratedOnEntry = useRef<boolean | null>(null);
  if (status.isPending) return <ListSkeleton rows={3} label={t('frame.loading')} />;
  if (status.isError) return <LoadError onRetry={() => void status.refetch()} />;
  ratedOnEntry.current ??= status.data.product_rating;
  if (ratedOnEntry.current) return <Navigate to={ratingPaths.done} replace />;
  return children(status.data, talentId);
}
