import { Button, Container } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/page-states';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import { modalNames, openModal } from '@/lib/modal-manager';
import { contestSurveyQuery } from '../api/contest-survey';
import { talentChallengeQuery, useAnswerChallenge, useStartChallenge } from '../api/contests';
import { QuestionScreen } from '../components/question-screen';
import { isTimeUp } from '../model/attempt-refusal';
import { quizPaths } from '../model/quiz-paths';
import { fromChallengeAttempt, type RunningAttempt } from '../model/running-attempt';

/**
 * /talent/contest/{id}/challenges/{challengeId}/question: starts or resumes the challenge on the
 * server's clock (spec section 4: CONTEST_EXPIRED or no data is timesup, NextQuestion null is finish).
 */
export function ChallengeQuestionPage() {
  const { t } = useTranslation('assessments');
  const params = useParams();
  const contestId = Number(params.id);
  const challengeId = Number(params.challengeId);
  const talentId = useStoredAuth()?.id ?? 0;
  const queryClient = useQueryClient();
  const start = useStartChallenge(talentId);
  // The page is headed by the challenge's name; the challenge page has it cached already.
  const name = useQuery(talentChallengeQuery(challengeId, talentId)).data?.assessment.name ?? '';
  const answer = useAnswerChallenge();
  const [attempt, setAttempt] = useState<RunningAttempt | 'timesup' | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start
      .mutateAsync(challengeId)
      .then((data) => setAttempt(fromChallengeAttempt(data)))
      .catch((error: unknown) => {
        if (isTimeUp(error)) setAttempt('timesup');
      });
  }, [start, challengeId]);

  async function askForSurvey() {
    const answers = await queryClient.fetchQuery(contestSurveyQuery(talentId));
    if (answers.length === 0) openModal(modalNames.contestSurvey);
  }

  const back = (
    <Button component={Link} to={quizPaths.contest(contestId)}>
      {t('question.backToContest')}
    </Button>
  );
  const initial: RunningAttempt | null =
    attempt === 'timesup'
      ? {
          attemptId: 0,
          status: 'timesup',
          question: null,
          lastQuestion: 0,
          questionCount: 0,
          remainingMs: 0,
          receivedAt: 0,
        }
      : attempt;
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      {name ? <PageHeader title={name} /> : null}
      {initial === null ? (
        <ListSkeleton rows={1} />
      ) : (
        <QuestionScreen
          title={name}
          initial={initial}
          move={async (move) => {
            const next = fromChallengeAttempt(await answer.mutateAsync(move));
            if (next.status === 'finish') void askForSurvey();
            return next;
          }}
          reload={async () => fromChallengeAttempt(await start.mutateAsync(challengeId))}
          finishAction={back}
          timesupAction={back}
        />
      )}
    </Container>
  );
}
