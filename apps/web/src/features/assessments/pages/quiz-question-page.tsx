import { Button, Container } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton, LoadError } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { talentQuizQuery, useAnswerQuiz } from '../api/quiz-attempt';
import { QuestionScreen } from '../components/question-screen';
import { quizPaths } from '../model/quiz-paths';
import { fromQuizAttempt } from '../model/running-attempt';

/**
 * /talent/quiz/{id}/question: the running quiz. It always asks the server where the attempt stands,
 * so a reload resumes at `last_question` with the server's time left.
 */
export function QuizQuestionPage() {
  const { t } = useTranslation('assessments');
  const quizId = Number(useParams().id);
  const talentId = useStoredAuth()?.id ?? 0;
  const queryClient = useQueryClient();
  const view = useQuery(talentQuizQuery(quizId, talentId));
  const answer = useAnswerQuiz(quizId, talentId);

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
  const { assessment, attempt } = view.data;
  if (attempt === null) return <Navigate to={quizPaths.description(quizId)} replace />;
  const resultLink = (
    <Button component={Link} to={quizPaths.result(quizId)}>
      {t('question.seeResult')}
    </Button>
  );
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={assessment.name} />
      <QuestionScreen
        key={attempt.attempt_id}
        title={assessment.name}
        initial={fromQuizAttempt(attempt, view.dataUpdatedAt)}
        move={async (move) => fromQuizAttempt(await answer.mutateAsync(move))}
        reload={async () => {
          const fresh = await queryClient.fetchQuery(talentQuizQuery(quizId, talentId));
          if (!fresh.attempt) throw new Error('The attempt is gone');
          return fromQuizAttempt(fresh.attempt);
        }}
        finishAction={resultLink}
        timesupAction={resultLink}
      />
    </Container>
  );
}
