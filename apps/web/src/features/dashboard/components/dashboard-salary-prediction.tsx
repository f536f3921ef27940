import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SalaryPredictionCard } from '@/components/salary-prediction/salary-prediction-card';
import { useStoredAuth } from '@/lib/auth-storage';
import { dashboardProfileQuery } from '../api/dashboard-profile';

/**
 * The dashboard's salary piece: what the market would pay the talent. It asks the prediction with
 * what the dashboard's profile call answers (the same call as the profile card), so the dashboard
 * loads no whole profile and none of its rules.
 */
export function DashboardSalaryPrediction() {
  const talentId = useStoredAuth()?.id ?? 0;
  const profile = useQuery(dashboardProfileQuery(talentId));
  if (profile.isPending) return <Skeleton height={160} radius="lg" />;
  if (!profile.data) return null;
  return <SalaryPredictionCard request={profile.data.salary_prediction} />;
}
