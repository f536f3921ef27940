import {
  Alert,
  Badge,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconChartLine, IconDatabaseOff, IconTrophy } from '@tabler/icons-react';
import type { SalaryResult as SalaryResultData } from '@talent/contract';
import { lazy, Suspense } from 'react';
import { formatNumber, formatSalaryMillion } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { isLowData, positionTitle } from '../model/salary-options';

const SalaryChart = lazy(() => import('./salary-chart'));

const million = 1_000_000;

export function SalaryResultPlaceholder() {
  const { t } = useTranslation('salary');
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconChartLine size={30} aria-hidden />
        </ThemeIcon>
        <Text c="dimmed" ta="center" maw={420}>
          {t('result.empty')}
        </Text>
      </Stack>
    </Card>
  );
}

export function SalaryResultSkeleton() {
  const { t } = useTranslation('salary');
  return (
    <Card withBorder radius="lg" padding="xl" role="status" aria-busy="true" aria-label={t('result.loading')}>
      <Skeleton height={20} width="70%" mb="md" />
      <Skeleton height={36} width="40%" mb="xl" />
      <Skeleton height={240} mb="xl" />
      <Skeleton height={20} width="50%" />
    </Card>
  );
}

export function NotEnoughData() {
  const { t } = useTranslation('salary');
  return (
    <Card withBorder radius="lg" padding="xl" role="status" tabIndex={-1} data-result-start>
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconDatabaseOff size={30} aria-hidden />
        </ThemeIcon>
        <Text fw={600} ta="center" maw={460}>
          {t('result.notEnoughData')}
        </Text>
        <Text c="dimmed" size="sm" ta="center">
          {t('result.notEnoughDataHint')}
        </Text>
      </Stack>
    </Card>
  );
}

interface SalaryResultProps {
  result: SalaryResultData;
  categoryName: string;
}

/** The chart, the mean, the top skills and the category's top 3 (spec section 2). */
export function SalaryResult({ result, categoryName }: SalaryResultProps) {
  const { t } = useTranslation('salary');
  const position = positionTitle(result.position_function_name);
  const years = result.years_category;
  return (
    <Stack gap="lg">
      <Card
        withBorder
        radius="lg"
        padding="xl"
        shadow="sm"
        component="section"
        aria-labelledby="salary-heading"
      >
        {isLowData(result.data_quality) && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            mb="lg"
            role="status"
          >
            {t('result.lowData')}
          </Alert>
        )}
        <Text id="salary-heading" component="h2" size="lg" fw={500} m={0} tabIndex={-1} data-result-start>
          {t('result.heading', { position, years })}
        </Text>
        <Text
          component="p"
          fz={{ base: 26, sm: 32 }}
          fw={700}
          c="blue.8"
          m={0}
          mt={4}
          data-testid="salary-mean"
          style={{ overflowWrap: 'anywhere' }}
        >
          {t('result.mean', { amount: formatSalaryMillion(result.salary_mean) })}
        </Text>
        <Text size="sm" c="dimmed" mb="lg">
          {t('result.perMonth', { total: formatNumber(result.observations) })}
        </Text>
        <Suspense fallback={<Skeleton height={260} />}>
          <SalaryChart
            points={result.line_salary_million}
            label={t('result.chartLabel', { position, years })}
          />
        </Suspense>
      </Card>

      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="salary-skills">
        <Title order={3} size="h5" id="salary-skills" mb="sm">
          {t('result.skills')}
        </Title>
        {result.skills.length === 0 ? (
          <Text c="dimmed">{t('result.noSkills')}</Text>
        ) : (
          <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {result.skills.map((skill) => (
              <li key={skill.id}>
                <Badge size="lg" radius="xl" variant="light" tt="none" fw={500}>
                  {skill.name}
                </Badge>
              </li>
            ))}
          </Group>
        )}
      </Card>

      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="salary-top-3">
        <Title order={3} size="h5" id="salary-top-3">
          {t('result.topPositions')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('result.topPositionsHint', { category: categoryName, years })}
        </Text>
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="top-3">
          {result.top_3_position.map((top, index) => (
            <li key={top.position_function_id}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  {/* A name on a plain box is never read: the rank is said in words instead. */}
                  <VisuallyHidden>{t('result.rank', { rank: index + 1 })}</VisuallyHidden>
                  <ThemeIcon radius="xl" size={32} variant={index === 0 ? 'filled' : 'light'} aria-hidden>
                    {index === 0 ? <IconTrophy size={18} aria-hidden /> : <Text fw={700}>{index + 1}</Text>}
                  </ThemeIcon>
                  <Text fw={500}>{positionTitle(top.position_function_name)}</Text>
                </Group>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('result.mean', { amount: formatSalaryMillion(top.salary_mean_million * million) })}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
