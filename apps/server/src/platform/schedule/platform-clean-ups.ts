import type { FastifyBaseLogger } from 'fastify';
import type { SessionsRepository } from '../auth/sessions.repository.ts';
import type { AttemptsRepository } from '../limits/attempts.repository.ts';
import type { Scheduler } from './scheduler.ts';

const hour = 60 * 60 * 1000;

/** The platform's own housekeeping: rows nothing will read again, removed so tables stay small. */
export function schedulePlatformCleanUps(
  schedule: Scheduler,
  {
    sessions,
    attempts,
    log,
  }: { sessions: SessionsRepository; attempts: AttemptsRepository; log: FastifyBaseLogger },
): void {
  schedule.every('sessions:delete-ended', hour, async (now) => {
    log.info({ deleted: await sessions.deleteEndedSessions(now) }, 'deleted ended sessions');
  });
  schedule.every('attempt-counters:delete-ended', hour, async (now) => {
    log.info({ deleted: await attempts.deleteEndedCounters(now) }, 'deleted ended attempt counters');
  });
}
