import type { Database, DatabaseHandle } from '@talent/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../env.ts';
import { createSessionStore, type SessionStore } from './auth/session-store.ts';
import { createSessionsRepository } from './auth/sessions.repository.ts';
import { createEventPublisher, type EventPublisher } from './events/events.ts';
import type { KeptFactsChanges } from './kept/changes.ts';
import { type AttemptLimiter, createAttemptLimiter } from './limits/attempt-limits.ts';
import { createAttemptsRepository } from './limits/attempts.repository.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMailsRepository, type MailsRepository } from './mail/mails.repository.ts';
import { schedulePlatformCleanUps } from './schedule/platform-clean-ups.ts';
import { createScheduledTasksRepository } from './schedule/scheduled-tasks.repository.ts';
import { createScheduler, type Scheduler } from './schedule/scheduler.ts';
import { storageFor } from './storage/index.ts';
import type { Storage } from './storage/storage.ts';
import { createPageHeads, type PageHeads } from './web/page-heads.ts';
import { type AfterAnswer, createAfterAnswer } from './work/after-answer.ts';

/**
 * What the platform hands every feature module when it registers: built once in app.ts, so
 * every feature shares one clock, one session store, one mailer and one set of attempt counters.
 */
export interface AppContext {
  config: AppConfig;
  db: Database;
  /** The time now; tests move it instead of waiting for tokens and windows to run out. */
  now: () => Date;
  storage: Storage;
  /** Starts, resolves and revokes sign-in sessions. */
  sessions: SessionStore;
  /** Sends mail over SMTP, or keeps it for the development mailbox page. */
  mailer: Mailer;
  /** The mails kept for the development mailbox. */
  mails: MailsRepository;
  /** Limits on attempts a person could abuse, counted in the database. */
  attempts: AttemptLimiter;
  /** Publishes what happened to the modules of this process, once (their side effects run once). */
  events: EventPublisher;
  /**
   * Hears every NOTIFY on a channel from any server process on this database: for what must
   * reach every process, such as live updates to the pages connected to each.
   */
  listen: DatabaseHandle['listen'];
  /**
   * The changes the database announces to every process, which end what a process keeps in memory
   * of sessions, talents and jobs (decision 0097).
   */
  changes: KeptFactsChanges;
  /**
   * Runs periodic work (clean-ups, alerts) once per period across every server process. Started
   * by the server once it takes traffic; tests call `runDue` instead.
   */
  schedule: Scheduler;
  /** Work that runs after the answer is sent, so its length does not show in the answer's timing. */
  afterAnswer: AfterAnswer;
  /** The heads of pages whose links people share, written into the HTML of a first load. */
  pageHeads: PageHeads;
}

/** How often each process looks for due scheduled tasks; the tasks' own periods are longer. */
const scheduleCheckEveryMs = 60 * 1000;

export interface AppContextOptions {
  config: AppConfig;
  db: Database;
  listen: DatabaseHandle['listen'];
  changes: KeptFactsChanges;
  log: FastifyBaseLogger;
  now?: () => Date;
  storage?: Storage;
  mailer?: Mailer;
}

export function createAppContext({
  config,
  db,
  listen,
  changes,
  log,
  ...given
}: AppContextOptions): AppContext {
  const now = given.now ?? (() => new Date());
  const mails = createMailsRepository(db);
  const sessionsRepository = createSessionsRepository(db);
  const attemptsRepository = createAttemptsRepository(db);
  const schedule = createScheduler({
    repository: createScheduledTasksRepository(db),
    now,
    checkEveryMs: scheduleCheckEveryMs,
    onFailure: (error, task) => log.error({ err: error, task }, 'a scheduled task failed'),
  });
  schedulePlatformCleanUps(schedule, { sessions: sessionsRepository, attempts: attemptsRepository, log });
  return {
    config,
    db,
    listen,
    changes,
    now,
    storage: given.storage ?? storageFor(config),
    sessions: createSessionStore({
      repository: sessionsRepository,
      signingKey: config.sessionSecret,
      ttlMs: config.sessionTtlMs,
      now,
      changes,
    }),
    mailer: given.mailer ?? createMailer({ mails, from: config.mailFrom, smtpUrl: config.smtpUrl }),
    mails,
    attempts: createAttemptLimiter({ repository: attemptsRepository, now }),
    events: createEventPublisher((error, name) =>
      log.error({ err: error, event: name }, 'an event listener failed'),
    ),
    schedule,
    afterAnswer: createAfterAnswer((error) => log.error({ err: error }, 'work after an answer failed')),
    pageHeads: createPageHeads(),
  };
}
