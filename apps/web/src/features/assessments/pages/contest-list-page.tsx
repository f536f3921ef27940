import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Contest } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useTranslation } from '@/lib/i18n';
import { modalNames, openModal } from '@/lib/modal-manager';
import { contestsQuery } from '../api/contests';
import { contestPeriod } from '../model/contest-text';
import { quizPaths } from '../model/quiz-paths';

/** Filled dark shades keep the badge text at 4.5:1 or more. */
const statusBadge = {
  open: { color: 'teal.9', variant: 'filled' },
  upcoming: { color: 'blue.8', variant: 'filled' },
  ended: { color: 'gray', variant: 'light' },
} as const;

function ContestCard({ contest }: { contest: Contest }) {
  const { t } = useTranslation('assessments');
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`contest-${contest.id}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="lg" id={`contest-${contest.id}`}>
            {contest.name}
          </Title>
          <Badge {...statusBadge[contest.status]} tt="none" style={{ flex: 'none' }}>
            {t(`contests.status.${contest.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {contest.description}
        </Text>
        <Text size="sm">
          {contestPeriod(contest)} · {t('contests.challenges', { count: contest.challenge_count })}
        </Text>
        <Group justify="flex-end" mt="auto">
          <Button component={Link} to={quizPaths.contest(contest.id)} variant="light">
            {t('contests.view')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /talent/contest: the contests, open ones first, and the way to the skill assessments. */
export function ContestListPage() {
  const { t } = useTranslation('assessments');
  const contests = useQuery(contestsQuery());
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader
        title={t('contests.title')}
        description={t('contests.description')}
        actions={
          <Button variant="default" onClick={() => openModal(modalNames.assessment)}>
            {t('contests.skillAssessment')}
          </Button>
        }
      />
      {contests.isPending ? (
        <ListSkeleton rows={2} />
      ) : contests.isError ? (
        <LoadError onRetry={() => contests.refetch()} />
      ) : contests.data.length === 0 ? (
        <EmptyState illustration="contests" title={t('contests.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {contests.data.map((contest) => (
            <ContestCard key={contest.id} contest={contest} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
