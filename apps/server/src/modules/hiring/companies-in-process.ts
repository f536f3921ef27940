import type { Database } from '@talent/db';
import { createHiringRepository } from './hiring.repository.ts';

/** The companies a talent is in process with, for the modules that ask (the chat opens one conversation each). */
export function companiesInProcessWith(db: Database, talentId: number) {
  return createHiringRepository(db).companiesInProcess(talentId);
}
