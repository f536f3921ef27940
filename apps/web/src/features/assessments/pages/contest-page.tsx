import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { contestQuery, contestSubmissionsQuery, leaderboardQuery } from '../api/contests';
import { contestPeriod, formatSeconds } from '../model/contest-text';
import { quizPaths } from '../model/quiz-paths';

function Leaderboard({ contestId }: { contestId: number }) {
  const { t } = useTranslation('assessments');
  const board = useQuery(leaderboardQuery(contestId));
  if (board.isPending) return <ListSkeleton rows={1} />;
  if (board.isError) return <LoadError onRetry={() => board.refetch()} />;
  if (board.data.length === 0) return <Text c="dimmed">{t('contest.leaderboardEmpty')}</Text>;
  // A list rather than a table: it reads the same on a phone and needs no horizontal scrolling.
  return (
    <Stack
      gap="xs"
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('contest.leaderboard')}
    >
      {board.data.map((entry) => (
        <Card key={entry.talent_id} withBorder padding="sm" component="li">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Text fw={700} w={32} ta="center" aria-label={`${t('contest.rank')} ${entry.rank}`}>
                {entry.rank}
              </Text>
              <Text>{entry.fullname}</Text>
            </Group>
            <Text size="sm" ta="right">
              {t('contest.score')} {entry.score} · {t('contest.time')} {formatSeconds(entry.duration_seconds)}
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** A challenge not yet done is taken; a finished one shows its score and leads to the result. */
function ChallengeAction({ to, score }: { to: string; score: number | undefined }) {
  const { t } = useTranslation('assessments');
  if (score === undefined)
    return (
      <Button component={Link} to={to} size="sm">
        {t('contest.takeChallenge')}
      </Button>
    );
  return (
    <Group gap="sm">
      <Badge color="teal" variant="light" size="lg" radius="sm" tt="none">
        {t('contest.finished', { score })}
      </Badge>
      <Button component={Link} to={to} size="sm" variant="default">
        {t('contest.seeResult')}
      </Button>
    </Group>
  );
}

/** /talent/contest/{id}: the contest's challenges and its leaderboard. */
export function ContestPage() {
  const { t } = useTranslation('assessments');
  const contestId = Number(useParams().id);
  const contest = useQuery(contestQuery(contestId));
  const talentId = useStoredAuth()?.id ?? 0;
  const submissions = useQuery({ ...contestSubmissionsQuery(contestId, talentId), enabled: talentId > 0 });
  const finished = new Map((submissions.data ?? []).map((submission) => [submission.test_id, submission]));
  if (contest.isPending)
    return (
      <Container size="lg" py="xl">
        <ListSkeleton rows={2} />
      </Container>
    );
  if (contest.isError)
    return (
      <Container size="lg" py="xl">
        <LoadError onRetry={() => contest.refetch()} />
      </Container>
    );
  const { contest: details, challenges } = contest.data;
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={details.name} description={`${details.description} ${contestPeriod(details)}`} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm" component="section" aria-labelledby="challenges-title">
          <Title order={2} fz="lg" id="challenges-title">
            {t('contest.challenges')}
          </Title>
          {challenges.map((challenge) => (
            <Card
              key={challenge.id}
              withBorder
              padding="md"
              component="article"
              aria-labelledby={`challenge-${challenge.id}`}
            >
              <Stack gap={6}>
                <Title order={3} fz="md" id={`challenge-${challenge.id}`}>
                  {challenge.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {challenge.description}
                </Text>
                <Group justify="space-between" wrap="wrap">
                  <Text size="sm">
                    {t('card.questions', { count: challenge.question_count })} ·{' '}
                    {challenge.duration_seconds < 60
                      ? formatSeconds(challenge.duration_seconds)
                      : t('card.minutes', { count: challenge.duration })}
                  </Text>
                  <ChallengeAction
                    to={quizPaths.challenge(contestId, challenge.id)}
                    score={finished.get(challenge.id)?.score}
                  />
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="leaderboard-title">
          <Title order={2} fz="lg" id="leaderboard-title">
            {t('contest.leaderboard')}
          </Title>
          <Leaderboard contestId={contestId} />
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
