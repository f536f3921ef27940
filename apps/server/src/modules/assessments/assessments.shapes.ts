import type {
  Assessment,
  AssessmentReport,
  Certificate,
  Contest,
  LeaderboardEntry,
  Question,
} from '@talent/contract';
import type { CertificateRow, ContestRow, QuestionRow, TestRow } from './assessments.repository.ts';
import { contestStatusOf } from './assessments.rules.ts';

export function assessmentOf(row: TestRow): Assessment {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    position_prefixes: row.categories,
    question_count: row.questionCount,
    duration: Math.ceil(row.durationSeconds / 60),
    duration_seconds: row.durationSeconds,
    pass_percent: row.passPercent,
  };
}

/** A question for a running attempt: the options' correctness is left out on purpose. */
export function questionOf(row: QuestionRow): Question {
  return {
    id: row.id,
    position: row.position,
    text: row.text,
    options: row.options.map(({ id, text }) => ({ id, text })),
  };
}

export function contestOf(row: ContestRow, now: Date): Contest {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: contestStatusOf(row, now),
    challenge_count: row.challengeCount,
  };
}

export function reviewOf(
  questions: {
    id: number;
    position: number;
    text: string;
    options: { id: number; text: string; correct: boolean }[];
    answer: { optionId: number | null } | undefined;
  }[],
): AssessmentReport['review'] {
  return questions.map((question) => {
    const chosen = question.answer?.optionId ?? null;
    const right = question.options.find((option) => option.correct)?.id;
    return {
      question_id: question.id,
      position: question.position,
      text: question.text,
      options: question.options,
      chosen_option_id: chosen,
      outcome: chosen === null ? 'skipped' : chosen === right ? 'correct' : 'wrong',
    };
  });
}

export function leaderboardOf(
  rows: { talentId: number; fullname: string; score: number; durationMs: number; challengesDone: number }[],
): LeaderboardEntry[] {
  return rows.map((row, index) => ({
    rank: index + 1,
    talent_id: row.talentId,
    fullname: row.fullname,
    score: row.score,
    duration_seconds: Math.round(row.durationMs / 1000),
    challenges_done: row.challengesDone,
  }));
}

export function certificateOf(row: CertificateRow): Certificate {
  return {
    uid: row.uid,
    talent_id: row.talentId,
    talent_name: row.talentName,
    kind: row.contestName === null ? 'assessment' : 'challenge',
    name: row.testName,
    contest_name: row.contestName,
    score: row.score,
    issued_at: row.issuedAt.toISOString(),
  };
}
