import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { ScheduledTasksRepository } from './scheduled-tasks.repository.ts';

export interface Scheduler {
  /**
   * Runs `run` once every `everyMs` across all server processes on the database (not once per
   * process), starting at the first check after the task is new. A run that throws is logged and
   * tried again the next period; the work must be safe to repeat or to skip once.
   */
  every(name: string, everyMs: number, run: (now: Date) => Promise<void>): void;
  /** Runs the tasks that are due and that no other process has claimed; answers their names. */
  runDue(): Promise<string[]>;
  /** Checks for due tasks now and then every `checkEveryMs`, until `stop`. */
  start(): void;
  /** Stops checking and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

interface SchedulerOptions {
  repository: ScheduledTasksRepository;
  now: () => Date;
  checkEveryMs: number;
  onFailure: (error: unknown, task: string) => void;
}

/** Names this process in the task table, so an operator can tell which one ran what. */
const processName = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export function createScheduler({ repository, now, checkEveryMs, onFailure }: SchedulerOptions): Scheduler {
  const tasks = new Map<string, { everyMs: number; run: (now: Date) => Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  let inProgress: Promise<unknown> = Promise.resolve();

  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const [name, task] of tasks) {
      const at = now();
      const claimed = await repository.claimDueRun(
        name,
        at,
        new Date(at.getTime() + task.everyMs),
        processName,
      );
      if (!claimed) continue;
      try {
        await task.run(at);
        ran.push(name);
      } catch (error) {
        onFailure(error, name);
      }
    }
    return ran;
  }

  function check(): void {
    inProgress = inProgress.then(runDue).catch((error: unknown) => onFailure(error, 'claiming due tasks'));
  }

  return {
    every(name, everyMs, run) {
      if (tasks.has(name)) throw new Error(`The scheduled task ${name} is added twice`);
      tasks.set(name, { everyMs, run });
    },
    runDue,
    start() {
      if (timer) return;
      check();
      timer = setInterval(check, checkEveryMs);
      // Waiting for the next check must not keep a stopping process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await inProgress;
    },
  };
}
