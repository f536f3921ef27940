import type { Database } from '@talent/db';
import { createHiringRepository } from './hiring.repository.ts';

/** What other modules may ask of a talent's hiring, without reaching into hiring's tables. */

/** The staff member who looks after a talent (the rating flow and the chat ask). */
export function talentAdvocateOf(db: Database, talentId: number) {
  return createHiringRepository(db).advocateOf(talentId);
}

/** The companies a talent is in process with (the chat opens one conversation each). */
export function companiesInProcessWith(db: Database, talentId: number) {
  return createHiringRepository(db).companiesInProcess(talentId);
}

/** Whether any company has invited the talent to an interview (a dashboard milestone). */
export function wasInvitedToInterview(db: Database, talentId: number): Promise<boolean> {
  return createHiringRepository(db).hasAnyProcess(talentId);
}
