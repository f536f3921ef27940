import {
  answerAssessmentQuestion,
  getAssessmentReport,
  getTalentAssessment,
  skipAssessmentQuestion,
  startAssessmentAttempt,
} from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { trackEvent } from '@/lib/analytics';
import { queryEndpoint } from '@/lib/http-client';
import { isAttemptRefusal } from '../model/attempt-refusal';

/** A quiz for the talent: its description, the attempt to resume (with the server's time left) and the last result. */
export const talentQuizQuery = (quizId: number, talentId: number) =>
  queryOptions({
    queryKey: ['assessments', 'quiz', quizId, talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getTalentAssessment, { params: { id: quizId, talentId } }, { signal })).data,
    // The remaining time must come from the server at each visit, never from an old answer.
    staleTime: 0,
    gcTime: 0,
  });

export const quizReportQuery = (quizId: number, attemptId: number) =>
  queryOptions({
    queryKey: ['assessments', 'report', quizId, attemptId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getAssessmentReport, { params: { id: quizId, attemptId } }, { signal })).data,
  });

/** Starts or resumes; the quiz's view then holds the running attempt, so the question page opens on it. */
export function useStartQuiz(talentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (quizId: number) =>
      (await queryEndpoint(startAssessmentAttempt, { body: { talent_id: talentId, assessment_id: quizId } }))
        .data,
    onSuccess: (attempt, quizId) => {
      trackEvent({ name: 'Quiz started' });
      queryClient.setQueryData(
        talentQuizQuery(quizId, talentId).queryKey,
        (view) => view && { ...view, attempt },
      );
    },
  });
}

/** Answers (an option) or skips (none) the current question; time-up and other-tab refusals are the screen's to show. */
export function useAnswerQuiz(quizId: number, talentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: {
      attemptId: number;
      questionId: number;
      optionId: number | null;
      duration: number;
    }) => {
      const answer =
        move.optionId === null
          ? await queryEndpoint(
              skipAssessmentQuestion,
              { body: { attempt_id: move.attemptId, question_id: move.questionId, duration: move.duration } },
              { claim: isAttemptRefusal },
            )
          : await queryEndpoint(
              answerAssessmentQuestion,
              {
                body: {
                  attempt_id: move.attemptId,
                  question_id: move.questionId,
                  option_id: move.optionId,
                  duration: move.duration,
                },
              },
              { claim: isAttemptRefusal },
            );
      return answer.data;
    },
    onSuccess: (attempt) => {
      if (attempt.question === null) trackEvent({ name: 'Quiz finished' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: talentQuizQuery(quizId, talentId).queryKey }),
  });
}
