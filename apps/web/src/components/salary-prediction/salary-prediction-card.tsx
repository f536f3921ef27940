import { Anchor, Box, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { predictSalary, type SalaryPredictionBody } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatIdr, formatNumber } from '@/lib/format';
import { queryEndpoint } from '@/lib/http-client';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { positionOnRange, roundedSalary } from './prediction-request';

interface SalaryPredictionCardProps {
  /** What the prediction is asked with, or null while the profile has no job category. */
  request: SalaryPredictionBody | null;
}

/**
 * The talent's market salary as the model predicts it from their skills, job category, seniority
 * and city: the likely monthly gross, its range, and where their current salary falls. Shown on
 * the dashboard and beside the job preferences. A page that shows it loads its texts with it:
 * `lazyPage(load, ['yourFeature', 'salaryPrediction'])`.
 */
export function SalaryPredictionCard({ request }: SalaryPredictionCardProps) {
  const { t } = useTranslation('salaryPrediction');
  const prediction = useQuery({
    queryKey: ['salary-prediction', request],
    queryFn: async ({ signal }) =>
      request ? (await queryEndpoint(predictSalary, { body: request }, { signal })).data : null,
    enabled: request !== null,
    staleTime: 5 * 60_000,
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="salary-prediction-title">
      <Title order={2} fz="lg" id="salary-prediction-title">
        {t('title')}
      </Title>
      {request === null ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('needsPreferences')}{' '}
          <Anchor component={Link} to={`${paths.profile}/preferences`}>
            {t('addPreferences')}
          </Anchor>
        </Text>
      ) : prediction.isPending ? (
        <Stack gap="xs" mt="sm" role="status" aria-label={t('loading')}>
          {/* About as tall as the answer, so the sections under the card stay where they are. */}
          <Skeleton height={28} width="60%" />
          <Skeleton height={14} width="70%" />
          <Skeleton height={10} />
          <Skeleton height={14} />
          <Skeleton height={40} />
          <Skeleton height={30} width="80%" />
        </Stack>
      ) : prediction.isError ? (
        <Text size="sm" c="dimmed" mt="xs" role="alert">
          {t('failed')}{' '}
          <Anchor component="button" type="button" onClick={() => void prediction.refetch()}>
            {t('retry')}
          </Anchor>
        </Text>
      ) : prediction.data ? (
        <Stack gap="sm" mt="xs">
          <div>
            <Text fz={28} fw={700} lh={1.2}>
              {formatIdr(roundedSalary(prediction.data.predicted))}
            </Text>
            <Text size="sm" c="dimmed">
              {t('perMonth')}
            </Text>
          </div>
          <Box pos="relative" h={10} bg="var(--talent-border)" style={{ borderRadius: 999 }} aria-hidden>
            {request.current_salary !== undefined && (
              <Box
                pos="absolute"
                top={-3}
                w={16}
                h={16}
                bg="var(--mantine-primary-color-filled)"
                style={{
                  borderRadius: 999,
                  left: `calc(${positionOnRange(prediction.data, request.current_salary)}% - 8px)`,
                  border: '2px solid var(--mantine-color-body)',
                }}
              />
            )}
          </Box>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {formatIdr(roundedSalary(prediction.data.low))}
            </Text>
            <Text size="xs" c="dimmed">
              {formatIdr(roundedSalary(prediction.data.high))}
            </Text>
          </Group>
          <Text size="sm">
            {t('range', {
              low: formatIdr(roundedSalary(prediction.data.low)),
              high: formatIdr(roundedSalary(prediction.data.high)),
            })}
          </Text>
          {prediction.data.current_salary_position && (
            <Text size="sm" fw={600}>
              {t(`current.${prediction.data.current_salary_position}`)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('basis', {
              observations: formatNumber(prediction.data.observations),
              confidence: Math.round(prediction.data.confidence * 100),
            })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          {t('noData')}
        </Text>
      )}
    </Card>
  );
}
