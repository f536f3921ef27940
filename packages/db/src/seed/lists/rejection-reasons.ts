import type { RejectionReasonCategory } from '@talent/contract';

/**
 * Why a hiring process stops. Talent reasons are offered when a talent rejects an interview or
 * offer (spec: `GET /data/reasons?search=Talent`); employer reasons when a company does not
 * continue. 99 is the talent's Other, which asks for a description.
 */
export interface RejectionReasonSeed {
  id: number;
  reason: string;
  category: RejectionReasonCategory;
  isOther?: boolean;
}

const talentReasons = [
  'I have accepted another offer',
  'The schedule does not suit me',
  'The salary does not match my expectation',
  'The job location is too far',
  'The role does not match my skills or interests',
  'The working system does not suit me',
  'I am no longer looking for a job',
  'My current company made a counter offer',
  'Personal or family reasons',
  'Health reasons',
];

const employerReasons = [
  'Skills do not match the requirements',
  'Not enough relevant experience',
  'Salary expectation is above budget',
  'Another candidate was selected',
  'The position has been filled',
  'The position has been closed',
  'Did not attend the interview',
  'Did not pass the assessment',
  'Culture fit concerns',
];

/** Employer reasons take ids from 101 so the talent list can grow up to 98 without touching them. */
const firstEmployerReasonId = 101;

export const rejectionReasons: readonly RejectionReasonSeed[] = [
  ...talentReasons.map((reason, index) => ({ id: index + 1, reason, category: 'Talent' as const })),
  { id: 99, reason: 'Other', category: 'Talent', isOther: true },
  ...employerReasons.map((reason, index) => ({
    id: firstEmployerReasonId + index,
    reason,
    category: 'Employer' as const,
  })),
];
