import {
  answerChallengeQuestion,
  getContestLeaderboard,
  getTalentChallenge,
  listContestChallenges,
  listContestSubmissions,
  listContests,
  skipChallengeQuestion,
  startChallengeAttempt,
} from '@talent/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';
import { isAttemptRefusal, isTimeUp } from '../model/attempt-refusal';

export const contestsQuery = () =>
  queryOptions({
    queryKey: ['contests'],
    queryFn: async ({ signal }) => (await queryEndpoint(listContests, {}, { signal })).data,
  });

export const contestQuery = (contestId: number) =>
  queryOptions({
    queryKey: ['contests', contestId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(listContestChallenges, { params: { id: contestId } }, { signal })).data,
  });

export const leaderboardQuery = (contestId: number) =>
  queryOptions({
    queryKey: ['contests', contestId, 'leaderboard'],
    queryFn: async ({ signal }) =>
      (
        await queryEndpoint(
          getContestLeaderboard,
          { params: { id: contestId }, query: { size: 20 } },
          { signal },
        )
      ).data,
  });

/** The talent's ended challenges of a contest, with their scores. */
export const contestSubmissionsQuery = (contestId: number, talentId: number) =>
  queryOptions({
    queryKey: ['contests', contestId, 'submissions', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(listContestSubmissions, { params: { id: contestId, talentId } }, { signal })).data,
  });

export const talentChallengeQuery = (challengeId: number, talentId: number) =>
  queryOptions({
    queryKey: ['contests', 'challenge', challengeId, talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getTalentChallenge, { params: { id: challengeId, talentId } }, { signal })).data,
    staleTime: 0,
  });

/** Starts or resumes the challenge; CONTEST_EXPIRED is the screen's timesup, not a toast. */
export function useStartChallenge(talentId: number) {
  return useMutation({
    mutationFn: async (challengeId: number) =>
      (
        await queryEndpoint(
          startChallengeAttempt,
          { body: { talent_id: talentId, test_id: challengeId, notified: true } },
          { claim: isTimeUp },
        )
      ).data,
  });
}

export function useAnswerChallenge() {
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
              skipChallengeQuestion,
              {
                body: {
                  test_attempt_id: move.attemptId,
                  test_question_id: move.questionId,
                  duration: move.duration,
                },
              },
              { claim: isAttemptRefusal },
            )
          : await queryEndpoint(
              answerChallengeQuestion,
              {
                body: {
                  test_attempt_id: move.attemptId,
                  test_question_id: move.questionId,
                  test_option_id: move.optionId,
                  duration: move.duration,
                },
              },
              { claim: isAttemptRefusal },
            );
      return answer.data;
    },
  });
}
