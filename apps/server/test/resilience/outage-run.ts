import { setTimeout as sleep } from 'node:timers/promises';
import { getTalent } from '@talent/contract';
import { createDatabase } from '@talent/db';
import { createEmptyPostgresDatabase } from '@talent/db/testing';
import { startPrivatePostgres } from '../support/private-postgres.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { sendWritesDisrupted } from './acknowledgements.ts';
import { sessionSecret } from './crash-run.ts';
import { checkWrites, prepareWrites, type WriteCheck, type WriteCounts } from './logical-writes.ts';
import {
  type Answer,
  type ClientRecord,
  createRetryingClient,
  type ServerErrorAnswer,
} from './retrying-client.ts';

export interface OutageFigures extends WriteCheck {
  outages: number;
  refused: string[];
  client: ClientRecord;
  /** Every 5xx any client saw, the probe's included: all should be the database-away 503. */
  serverErrors: ServerErrorAnswer[];
  /** From the database accepting connections again to the server's first 200 that needed it, in ms. */
  recoveriesMs: number[];
  /** The server process ended during the run. */
  serverExited: boolean;
}

const probePauseMs = 25;

/**
 * The same writes as the crash run, while the server's PostgreSQL (an instance of the run's own)
 * is stopped and started `outages` times; a probe asks for a talent's profile throughout, to see
 * what a person meets while the database is away and how soon after its return the server answers.
 */
export async function outageRun(options: {
  outages: number;
  counts: WriteCounts;
  workers: number;
}): Promise<OutageFigures> {
  const postgres = await startPrivatePostgres();
  let server: ServerProcess | undefined;
  try {
    const database = await createEmptyPostgresDatabase(postgres.url);
    const handle = await createDatabase({ url: database.url, poolSize: 2 });
    server = await startServerProcess(await freePort(), {
      DATABASE_URL: database.url,
      SESSION_SECRET: sessionSecret,
    });
    let serverExited = false;
    void server.exited.then(() => {
      serverExited = true;
    });
    const plan = await prepareWrites(handle.db, createRetryingClient(server.url), options.counts);
    const client = createRetryingClient(server.url);
    const probe = createRetryingClient(server.url);
    const talent = plan.applies[0]?.talent;
    if (!talent) throw new Error('The outage run needs at least one apply');
    const answers: (Answer & { at: number })[] = [];
    let probing = true;
    const probeLoop = (async () => {
      while (probing) {
        const answer = await probe.tryOnce(getTalent, { params: { query: talent.id }, token: talent.token });
        if (answer) answers.push({ ...answer, at: Date.now() });
        await sleep(probePauseMs);
      }
    })();

    const recoveriesMs: number[] = [];
    const { acknowledged, disruptions: outages } = await sendWritesDisrupted(plan, client, {
      workers: options.workers,
      times: options.outages,
      disrupt: async () => {
        await postgres.stop();
        const stoppedAt = Date.now();
        await until(() => probe.record.serverErrors.some((error) => error.at > stoppedAt));
        await postgres.start();
        const back = Date.now();
        await until(() => answers.some((answer) => answer.at > back && answer.status === 200));
        const first = answers.find((answer) => answer.at > back && answer.status === 200);
        recoveriesMs.push((first?.at ?? back) - back);
      },
    });
    probing = false;
    await probeLoop;
    const check = await checkWrites(handle.db, acknowledged);
    await handle.close();
    return {
      ...check,
      outages,
      refused: [
        ...acknowledged.refused,
        ...answers.filter((answer) => answer.status !== 200).map((answer) => `probe: ${answer.status}`),
      ],
      client: client.record,
      serverErrors: [...client.record.serverErrors, ...probe.record.serverErrors],
      recoveriesMs,
      serverExited,
    };
  } finally {
    await server?.stop();
    await postgres.destroy();
  }
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(probePauseMs);
}
