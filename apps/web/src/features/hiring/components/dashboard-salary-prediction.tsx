import { Skeleton } from '@mantine/core';
import { SalaryPredictionCard } from '@/components/salary-prediction/salary-prediction-card';
import { paths } from '@/lib/paths';
import { useTalent } from '@/lib/talent';

/** The dashboard's salary piece: what the market would pay the talent, from their whole profile. */
export function DashboardSalaryPrediction() {
  const talent = useTalent();
  if (talent.isPending) return <Skeleton height={160} radius="lg" />;
  if (!talent.data) return null;
  return <SalaryPredictionCard talent={talent.data} preferencesPath={`${paths.profile}/preferences`} />;
}
