import { assessmentErrorTypes } from '@talent/contract';
import { ApiError } from '@/lib/api-error';

/** The attempt's time is over (spec section 8: CONTEST_EXPIRED moves to timesup; quizzes alike). */
export function isTimeUp(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.type === assessmentErrorTypes.contestExpired || error.type === assessmentErrorTypes.quizExpired)
  );
}

/** Another tab answered first: the screen reloads where the attempt stands instead of a toast. */
export function isAnsweredElsewhere(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** The refusals the question screen shows by itself. */
export function isAttemptRefusal(error: ApiError): boolean {
  return isTimeUp(error) || isAnsweredElsewhere(error);
}
