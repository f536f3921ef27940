import type { Attempt, AttemptStatus, ChallengeAttempt, Question } from '@talent/contract';

/** Where an attempt stands on screen (spec section 4): the same for quizzes and challenges. */
export interface RunningAttempt {
  attemptId: number;
  status: AttemptStatus;
  question: Question | null;
  lastQuestion: number;
  questionCount: number;
  remainingMs: number;
  /** When the server's `remaining_ms` arrived (Date.now()), to count down from. */
  receivedAt: number;
}

export function fromQuizAttempt(attempt: Attempt, receivedAt = Date.now()): RunningAttempt {
  return {
    attemptId: attempt.attempt_id,
    status: attempt.status,
    question: attempt.question,
    lastQuestion: attempt.last_question,
    questionCount: attempt.question_count,
    remainingMs: attempt.remaining_ms,
    receivedAt,
  };
}

/** A challenge answer: NextQuestion null means finished; no time left means timesup. */
export function fromChallengeAttempt(attempt: ChallengeAttempt, receivedAt = Date.now()): RunningAttempt {
  const status: AttemptStatus =
    attempt.NextQuestion === null ? 'finish' : attempt.remaining_ms > 0 ? 'question' : 'timesup';
  return {
    attemptId: attempt.attempt_id,
    status,
    question: attempt.NextQuestion,
    lastQuestion: attempt.last_question,
    questionCount: attempt.question_count,
    remainingMs: attempt.remaining_ms,
    receivedAt,
  };
}

export const timesUp = (attempt: RunningAttempt): RunningAttempt => ({
  ...attempt,
  status: 'timesup',
  question: null,
  remainingMs: 0,
});
