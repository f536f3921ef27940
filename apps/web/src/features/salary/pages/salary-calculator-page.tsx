import { Alert, Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isTalentLogin, useStoredAuth } from '@/lib/auth-storage';
import { loadNamespaces, useTranslation } from '@/lib/i18n';
import { type SalaryCalculation, salaryCalculationQuery } from '../api/calculate-salary';
import { useSalaryOptions } from '../api/salary-options';
import { SalaryForm } from '../components/salary-form';
import {
  NotEnoughData,
  SalaryResult,
  SalaryResultPlaceholder,
  SalaryResultSkeleton,
} from '../components/salary-result';

const RecommendedJobsForTalent = lazy(() => import('../components/recommended-jobs-for-talent'));
// Offered with a result, from its average: its money inputs and texts are not part of the page's
// first load.
const TakeHomePayCard = lazy(async () => {
  const [card] = await Promise.all([
    import('@/components/take-home-pay/take-home-pay-card'),
    loadNamespaces(['takeHomePay']),
  ]);
  return { default: card.TakeHomePayCard };
});

/** The public salary calculator (spec section 2): the form beside the result, stacked on a phone. */
export function SalaryCalculatorPage() {
  const { t } = useTranslation('salary');
  useDocumentTitle(t('page.title'));
  const [calculation, setCalculation] = useState<SalaryCalculation | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const result = useQuery(salaryCalculationQuery(calculation));
  const { categories } = useSalaryOptions();
  const auth = useStoredAuth();
  const signedInTalent = auth !== null && isTalentLogin(auth);
  const categoryName = categories.find((category) => category.id === categoryId)?.name ?? '';
  const panelRef = useRef<HTMLDivElement>(null);
  const awaitingResult = useRef(false);
  // Calculate's button is busy while it runs and loses the focus: the person goes on from the result.
  useEffect(() => {
    if (!awaitingResult.current || calculation === null || result.isFetching) return;
    awaitingResult.current = false;
    panelRef.current?.querySelector<HTMLElement>('[data-result-start]')?.focus();
  }, [calculation, result.isFetching]);

  let panel: React.ReactNode;
  if (calculation === null) panel = <SalaryResultPlaceholder />;
  else if (result.isPending || (result.isPlaceholderData && result.isFetching))
    panel = <SalaryResultSkeleton />;
  else if (result.isError)
    panel = (
      <Alert color="red" title={t('result.failed')} tabIndex={-1} data-result-start>
        <Button variant="light" color="red" mt="sm" onClick={() => void result.refetch()}>
          {t('form.retry')}
        </Button>
      </Alert>
    );
  else if (result.data === null || result.data === undefined) panel = <NotEnoughData />;
  else panel = <SalaryResult result={result.data} categoryName={categoryName} />;

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap={4} mb="xl">
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed" maw={640}>
          {t('page.intro')}
        </Text>
      </Stack>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SalaryForm
            calculated={calculation}
            calculating={result.isFetching}
            onCalculate={(next, category) => {
              awaitingResult.current = true;
              setCalculation(next);
              setCategoryId(category);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg" aria-live="polite">
            <div ref={panelRef}>{panel}</div>
            {signedInTalent && calculation !== null && categoryId !== null && (
              <Suspense fallback={null}>
                <RecommendedJobsForTalent chosenCategoryId={categoryId} />
              </Suspense>
            )}
            {calculation !== null && (
              <Suspense fallback={null}>
                <TakeHomePayCard
                  key={result.data?.salary_mean ?? 'none'}
                  initialGross={result.data?.salary_mean}
                />
              </Suspense>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
