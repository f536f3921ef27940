import type { BankQuestion, BankTest, BankTestBody } from '@talent/contract';

/**
 * Whether staff sent back the questions a test already has: same texts, same options in the same
 * order, the same one correct. Only then may a test that talents have taken be saved, since its
 * scores and reviews were given against those questions.
 */
export function sameQuestions(stored: readonly BankQuestion[], sent: readonly BankQuestion[]): boolean {
  return (
    stored.length === sent.length &&
    stored.every((question, index) => {
      const other = sent[index];
      return (
        other !== undefined &&
        question.text === other.text &&
        question.options.length === other.options.length &&
        question.options.every(
          (option, place) =>
            option.text === other.options[place]?.text && option.correct === other.options[place]?.correct,
        )
      );
    })
  );
}

/** Why an edit of a test may not be saved: once taken, it keeps its questions and its contest. */
export type EditRefusal = 'questions-locked' | 'contest-locked';

export function editRefusalOf(stored: BankTest, sent: BankTestBody): EditRefusal | null {
  if (stored.attempt_count === 0) return null;
  if (stored.contest_id !== sent.contest_id) return 'contest-locked';
  return sameQuestions(stored.questions, sent.questions) ? null : 'questions-locked';
}
