import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { AssessmentReport } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { quizReportQuery, talentQuizQuery } from '../api/quiz-attempt';
import { QuizText } from '../components/quiz-text';
import { quizPaths } from '../model/quiz-paths';

/** Filled dark shades keep the badge text at 4.5:1 or more. */
const outcomeBadge = {
  correct: { color: 'teal.9', variant: 'filled' },
  wrong: { color: 'red.9', variant: 'filled' },
  skipped: { color: 'gray', variant: 'light' },
} as const;

function Review({ report }: { report: AssessmentReport }) {
  const { t } = useTranslation('assessments');
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('report.review')}>
      {report.review.map((item) => {
        const right = item.options.find((option) => option.correct);
        const chosen = item.options.find((option) => option.id === item.chosen_option_id);
        return (
          <Card key={item.question_id} withBorder padding="md" component="li">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>
                  {item.position}. <QuizText text={item.text} />
                </Text>
                <Badge {...outcomeBadge[item.outcome]} tt="none" style={{ flex: 'none' }}>
                  {t(`report.outcome.${item.outcome}`)}
                </Badge>
              </Group>
              {chosen !== undefined && (
                <Text size="sm">
                  {t('report.yourAnswer')}: <QuizText text={chosen.text} />
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('report.rightAnswer')}: <QuizText text={right?.text ?? ''} />
              </Text>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/** /talent/quiz/{id}: the latest result with its score, the certificate when passed, and the review. */
export function QuizResultPage() {
  const { t } = useTranslation('assessments');
  const quizId = Number(useParams().id);
  const talentId = useStoredAuth()?.id ?? 0;
  const view = useQuery(talentQuizQuery(quizId, talentId));
  const attemptId = view.data?.last_result?.attempt_id;
  const report = useQuery({ ...quizReportQuery(quizId, attemptId ?? 0), enabled: attemptId !== undefined });

  if (view.isPending || (attemptId !== undefined && report.isPending)) {
    return (
      <Container size="md" py="xl">
        <ListSkeleton rows={2} />
      </Container>
    );
  }
  if (view.isError)
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => view.refetch()} />
      </Container>
    );
  if (report.isError)
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => report.refetch()} />
      </Container>
    );
  const { assessment } = view.data;
  if (!report.data) {
    return (
      <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <PageHeader title={assessment.name} />
        <EmptyState
          illustration="quiz"
          title={t('report.none')}
          action={
            <Button component={Link} to={quizPaths.description(quizId)}>
              {t('report.start')}
            </Button>
          }
        />
      </Container>
    );
  }
  const result = report.data;
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={assessment.name} description={t('report.title')} />
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <Group justify="space-between" wrap="wrap" gap="md">
            <Stack gap={4}>
              <Text c="dimmed" size="sm">
                {t('report.score')}
              </Text>
              <Title order={2}>{t('report.scoreValue', { score: result.score })}</Title>
              <Text size="sm">
                {t('report.correct', { correct: result.correct_count, total: result.question_count })}
              </Text>
              <Group gap="xs">
                <Badge
                  color={result.passed ? 'teal.9' : 'gray'}
                  variant={result.passed ? 'filled' : 'light'}
                  tt="none"
                >
                  {result.passed ? t('report.passed') : t('report.notPassed')}
                </Badge>
                <Text size="sm" c="dimmed">
                  {t('report.passMark', { percent: result.pass_percent })}
                </Text>
              </Group>
            </Stack>
            <Group gap="sm">
              {result.certificate_uid !== null && (
                <Button component={Link} to={quizPaths.certificate(result.certificate_uid)}>
                  {t('report.viewCertificate')}
                </Button>
              )}
              <Button component={Link} to={quizPaths.description(quizId)} variant="default">
                {t('report.retake')}
              </Button>
            </Group>
          </Group>
        </Card>
        <Title order={2} fz="lg">
          {t('report.review')}
        </Title>
        <Review report={result} />
      </Stack>
    </Container>
  );
}
