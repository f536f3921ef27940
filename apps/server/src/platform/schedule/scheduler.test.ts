import { createTestDatabase } from '@talent/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../testing/test-app.ts';
import { createScheduledTasksRepository } from './scheduled-tasks.repository.ts';
import { createScheduler } from './scheduler.ts';

const hour = 60 * 60 * 1000;

describe('scheduled tasks shared by several server processes', async () => {
  const database = await createTestDatabase();
  const clock = createTestClock();
  const failures: string[] = [];

  /** One scheduler per "process", all on the one database and clock, each counting its runs. */
  function processWith(runs: string[]) {
    const scheduler = createScheduler({
      repository: createScheduledTasksRepository(database.db),
      now: clock.now,
      checkEveryMs: hour,
      onFailure: (_error, task) => failures.push(task),
    });
    scheduler.every('sweep', hour, async () => {
      runs.push('sweep');
    });
    return scheduler;
  }

  beforeAll(() => {
    failures.length = 0;
  });
  afterAll(() => database.close());

  it('runs a task once per period however many processes look for it at once', async () => {
    const runs: string[] = [];
    const processes = Array.from({ length: 5 }, () => processWith(runs));

    await Promise.all(processes.map((scheduler) => scheduler.runDue()));
    expect(runs).toEqual(['sweep']);

    clock.advance(hour - 1000);
    await Promise.all(processes.map((scheduler) => scheduler.runDue()));
    expect(runs).toHaveLength(1);

    clock.advance(1000);
    const ran = await Promise.all(processes.map((scheduler) => scheduler.runDue()));
    expect(runs).toHaveLength(2);
    expect(ran.flat()).toEqual(['sweep']);
  });

  it('reports a failing task, still runs the others, and tries the failed one again next period', async () => {
    let attempts = 0;
    const others: string[] = [];
    const scheduler = createScheduler({
      repository: createScheduledTasksRepository(database.db),
      now: clock.now,
      checkEveryMs: hour,
      onFailure: (_error, task) => failures.push(task),
    });
    scheduler.every('flaky', hour, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the database went away');
    });
    scheduler.every('steady', hour, async () => {
      others.push('steady');
    });

    expect(await scheduler.runDue()).toEqual(['steady']);
    expect(failures).toEqual(['flaky']);
    expect(await scheduler.runDue()).toEqual([]);

    clock.advance(hour);
    expect(await scheduler.runDue()).toEqual(['flaky', 'steady']);
    expect(attempts).toBe(2);
    expect(others).toHaveLength(2);
  });

  it('refuses the same task name twice, which would run it twice a period', () => {
    const scheduler = processWith([]);
    expect(() => scheduler.every('sweep', hour, async () => {})).toThrow(/added twice/);
  });

  it('checks on its own once started, and stop waits for the run in progress', async () => {
    const runs: string[] = [];
    clock.advance(2 * hour);
    const scheduler = processWith(runs);
    scheduler.start();
    await scheduler.stop();
    expect(runs).toEqual(['sweep']);
  });
});
