import { Anchor, Center, Pagination, Stack, Text } from '@mantine/core';
import type { AssessmentFilter } from '@talent/contract';
import { assessmentLimits } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { quizCountsQuery, quizPageQuery } from '../api/quizzes';
import { QuizCard } from './quiz-card';
import { TabBar } from './tab-bar';

function QuizTab({
  talentId,
  filter,
  onSeeAll,
}: {
  talentId: number;
  filter: AssessmentFilter;
  onSeeAll: () => void;
}) {
  const { t } = useTranslation('assessments');
  const [page, setPage] = useState(1);
  const list = useQuery(quizPageQuery(talentId, filter, page));
  if (list.isPending) return <ListSkeleton rows={2} />;
  if (list.isError) return <LoadError onRetry={() => list.refetch()} />;
  const { quizzes, count } = list.data;
  if (count === 0) {
    return filter === 'recommended' ? (
      <Stack align="center" ta="center" py="lg" gap="sm">
        <Text>{t('modal.emptyRecommended')}</Text>
        <Anchor component="button" type="button" onClick={onSeeAll}>
          {t('modal.seeAll')}
        </Anchor>
      </Stack>
    ) : (
      <Text ta="center" py="lg" c="dimmed">
        {t('modal.emptyAll')}
      </Text>
    );
  }
  const pages = Math.ceil(count / assessmentLimits.pageSize);
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        aria-label={t('modal.listLabel')}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {quizzes.map((quiz) => (
          <li key={quiz.id}>
            <QuizCard quiz={quiz} />
          </li>
        ))}
      </Stack>
      {count > assessmentLimits.pageSize && (
        <Center>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? t('modal.nextPage') : t('modal.previousPage'),
            })}
            withEdges={false}
            aria-label={t('modal.pages')}
          />
        </Center>
      )}
    </Stack>
  );
}

/** The talent_assessment modal (spec section 2): tabs Recommended (n) and All (n), 4 quizzes a page. */
export function AssessmentModal() {
  const { t } = useTranslation('assessments');
  const talentId = useStoredAuth()?.id ?? 0;
  const counts = useQuery(quizCountsQuery(talentId));
  const [tab, setTab] = useState<AssessmentFilter>('recommended');
  const tabs = [
    {
      value: 'recommended' as const,
      label: t('modal.recommended', { count: counts.data?.recommended_count ?? 0 }),
    },
    { value: 'all' as const, label: t('modal.all', { count: counts.data?.all_count ?? 0 }) },
  ];
  return (
    <>
      <TabBar tabs={tabs} value={tab} onChange={setTab} idPrefix="assessments" />
      <div role="tabpanel" id={`assessments-panel-${tab}`} aria-labelledby={`assessments-tab-${tab}`}>
        <QuizTab key={tab} talentId={talentId} filter={tab} onSeeAll={() => setTab('all')} />
      </div>
    </>
  );
}
