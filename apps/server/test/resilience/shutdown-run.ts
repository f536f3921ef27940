import { setTimeout as sleep } from 'node:timers/promises';
import { applyToJob, defaultServiceBases, fillPath } from '@talent/contract';
import { createDatabase } from '@talent/db';
import { createEmptyPostgresDatabase } from '@talent/db/testing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { freePort, startServerProcess } from '../support/server-process.ts';
import { sessionSecret } from './crash-run.ts';
import { prepareWrites } from './logical-writes.ts';
import { createRetryingClient } from './retrying-client.ts';

export interface ShutdownFigures {
  /** Requests the server had taken in and not yet answered when it got SIGTERM. */
  inFlight: number;
  /** Statuses they got, or `failed` when the connection ended without an answer. */
  answers: (number | 'failed')[];
  /** Applications the database holds afterwards. */
  rows: number;
  /** From SIGTERM to the process's end, in milliseconds. */
  exitMs: number;
}

/**
 * `inFlight` applies reach the server and wait on the applications table, which the run holds
 * locked; the server gets SIGTERM, stops listening, and only then is the lock let go: every apply
 * was in flight through the stop and must still be answered, before the process ends.
 */
export async function shutdownRun(options: {
  postgresUrl: string;
  inFlight: number;
}): Promise<ShutdownFigures> {
  const database = await createEmptyPostgresDatabase(options.postgresUrl);
  const handle = await createDatabase({ url: database.url, poolSize: 2 });
  const locker = new pg.Client({ connectionString: database.url });
  let taken = 0;
  const server = await startServerProcess(
    await freePort(),
    { DATABASE_URL: database.url, SESSION_SECRET: sessionSecret, LOG_LEVEL: 'info' },
    { onLog: (line) => (taken += line.includes('"incoming request"') && line.includes('/apply') ? 1 : 0) },
  );
  try {
    const plan = await prepareWrites(handle.db, createRetryingClient(server.url), {
      applies: options.inFlight,
      accepts: 0,
      answers: 0,
    });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table job_applications in access exclusive mode');

    const requests = plan.applies.map(({ talent, jobId }) =>
      fetch(
        `${server.url}${defaultServiceBases[applyToJob.group]}${fillPath(applyToJob.path, { id: jobId })}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${talent.token}` },
          body: JSON.stringify({ product_id: jobId, talent_id: talent.id }),
        },
      ).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 'failed' as const,
      ),
    );
    let answered = 0;
    for (const request of requests) void request.then(() => (answered += 1));
    while (taken < options.inFlight) await sleep(20);

    const inFlight = options.inFlight - answered;
    const signalledAt = Date.now();
    let exitMs = Number.NaN;
    const exiting = server.signal('SIGTERM').then(() => {
      exitMs = Date.now() - signalledAt;
    });
    while (
      await fetch(`${server.url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      await sleep(20);
    await locker.query('commit');

    const answers = await Promise.all(requests);
    await exiting;
    const counted = await handle.db.execute<{ rows: number }>(
      sql`select count(*)::int as rows from job_applications a join users u on u.id = a.talent_id
          where u.email like 'seed.talent.%'`,
    );
    return { inFlight, answers, rows: Number(counted.rows[0]?.rows ?? 0), exitMs };
  } finally {
    await locker.end().catch(() => undefined);
    await server.stop();
    await handle.close();
    await database.drop();
  }
}
