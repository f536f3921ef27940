import type { Database } from '@talent/db';
import { createHiringRepository } from './hiring.repository.ts';

/** The staff member who looks after a talent, for the modules that ask about them (the rating flow). */
export function talentAdvocateOf(db: Database, talentId: number) {
  return createHiringRepository(db).advocateOf(talentId);
}
