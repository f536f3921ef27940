import { Button, Card, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { contestQuery, leaderboardQuery } from '../api/contests';
import { contestPeriod, formatSeconds } from '../model/contest-text';
import { quizPaths } from '../model/quiz-paths';

function Leaderboard({ contestId }: { contestId: number }) {
  const { t } = useTranslation('assessments');
  const board = useQuery(leaderboardQuery(contestId));
  if (board.isPending) return <ListSkeleton rows={1} />;
  if (board.isError) return <LoadError onRetry={() => board.refetch()} />;
  if (board.data.length === 0) return <Text c="dimmed">{t('contest.leaderboardEmpty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label={t('contest.leaderboard')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('contest.rank')}</Table.Th>
            <Table.Th>{t('contest.name')}</Table.Th>
            <Table.Th>{t('contest.score')}</Table.Th>
            <Table.Th>{t('contest.time')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {board.data.map((entry) => (
            <Table.Tr key={entry.talent_id}>
              <Table.Td>{entry.rank}</Table.Td>
              <Table.Td>{entry.fullname}</Table.Td>
              <Table.Td>{entry.score}</Table.Td>
              <Table.Td>{formatSeconds(entry.duration_seconds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /talent/contest/{id}: the contest's challenges and its leaderboard. */
export function ContestPage() {
  const { t } = useTranslation('assessments');
  const contestId = Number(useParams().id);
  const contest = useQuery(contestQuery(contestId));
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
                  <Button component={Link} to={quizPaths.challenge(contestId, challenge.id)} size="sm">
                    {t('contest.takeChallenge')}
                  </Button>
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
