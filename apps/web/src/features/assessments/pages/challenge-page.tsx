import { Button, Card, Container, Group, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { talentChallengeQuery } from '../api/contests';
import { formatSeconds } from '../model/contest-text';
import { quizPaths } from '../model/quiz-paths';

/** /talent/contest/{id}/challenges/{challengeId}: the challenge, its rules, and Start on the server's clock. */
export function ChallengePage() {
  const { t } = useTranslation('assessments');
  const params = useParams();
  const contestId = Number(params.id);
  const challengeId = Number(params.challengeId);
  const talentId = useStoredAuth()?.id ?? 0;
  const view = useQuery(talentChallengeQuery(challengeId, talentId));
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
  const { assessment, attempt, last_result: result, contest } = view.data;
  const ended = attempt !== null && attempt.status !== 'question';
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={assessment.name} description={contest.name} />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Text>{assessment.description}</Text>
          <List spacing={4}>
            <List.Item>{t('card.questions', { count: assessment.question_count })}</List.Item>
            <List.Item>{formatSeconds(assessment.duration_seconds)}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('description.rules')}
          </Text>
          {ended && (
            <Text fw={600}>
              {attempt.status === 'finish' && result
                ? t('challenge.done', { score: result.score })
                : t('challenge.ended')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={quizPaths.contest(contestId)} variant="default">
              {t('question.backToContest')}
            </Button>
            {!ended && contest.status === 'open' && (
              <Button component={Link} to={quizPaths.challengeQuestion(contestId, challengeId)}>
                {attempt ? t('challenge.resume') : t('challenge.start')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
