import { Button, Card, Container, Group, List, Stack, Text } from '@mantine/core';
import { assessmentLimits } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { formatPostDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { talentQuizQuery, useStartQuiz } from '../api/quiz-attempt';
import { quizPaths } from '../model/quiz-paths';
import { joinCategories } from '../model/quiz-text';

/** /talent/quiz/{id}/description: what the quiz is, its rules, and Start (or Continue) on the server's clock. */
export function QuizDescriptionPage() {
  const { t } = useTranslation('assessments');
  const quizId = Number(useParams().id);
  const talentId = useStoredAuth()?.id ?? 0;
  const view = useQuery(talentQuizQuery(quizId, talentId));
  const start = useStartQuiz(talentId);
  const navigate = useNavigate();

  if (view.isPending)
    return (
      <Container size="md" py="xl">
        <ListSkeleton rows={1} />
      </Container>
    );
  if (view.isError)
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => view.refetch()} />
      </Container>
    );
  const { assessment, attempt, last_result: result, retake_at: retakeAt } = view.data;
  const running = attempt?.status === 'question';
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader
        title={assessment.name}
        description={joinCategories(assessment.position_prefixes.map((c) => c.name))}
      />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Text>{assessment.description}</Text>
          <List spacing={4}>
            <List.Item>{t('card.questions', { count: assessment.question_count })}</List.Item>
            <List.Item>{t('card.minutes', { count: assessment.duration })}</List.Item>
            <List.Item>{t('description.pass', { percent: assessment.pass_percent })}</List.Item>
            <List.Item>{t('description.cooldown', { days: assessmentLimits.retakeCooldownDays })}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('description.rules')}
          </Text>
          {result !== null && (
            <Group gap="sm">
              <Text size="sm">{t('description.lastResult', { score: result.score })}</Text>
              <Button component={Link} to={quizPaths.result(quizId)} variant="subtle" size="xs">
                {t('description.seeResult')}
              </Button>
            </Group>
          )}
          <Group justify="flex-end">
            {retakeAt !== null && (
              <Text size="sm" c="dimmed">
                {t('description.retakeOn', { date: formatPostDate(retakeAt) })}
              </Text>
            )}
            <Button
              disabled={retakeAt !== null}
              loading={start.isPending}
              onClick={async () => {
                await start.mutateAsync(quizId);
                navigate(quizPaths.question(quizId));
              }}
            >
              {running ? t('description.resume') : t('description.start')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
