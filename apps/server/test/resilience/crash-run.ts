import { createDatabase } from '@talent/db';
import { createEmptyPostgresDatabase } from '@talent/db/testing';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { sendWritesDisrupted } from './acknowledgements.ts';
import { checkWrites, prepareWrites, type WriteCheck, type WriteCounts } from './logical-writes.ts';
import { type ClientRecord, createRetryingClient } from './retrying-client.ts';

export interface CrashFigures extends WriteCheck {
  kills: number;
  refused: string[];
  client: ClientRecord;
  /** From each kill to the new process's `/readyz` 200, in milliseconds. */
  restartsMs: number[];
}

export const sessionSecret = 'resilience-test-session-secret-of-32-characters-or-more';

/**
 * Retrying clients send the writes while the server process is killed (SIGKILL, no goodbye) and
 * started again `kills` times, spread over the run by the writes acknowledged; then the
 * acknowledged writes are compared with the database.
 */
export async function crashRun(options: {
  postgresUrl: string;
  kills: number;
  counts: WriteCounts;
  workers: number;
}): Promise<CrashFigures> {
  const database = await createEmptyPostgresDatabase(options.postgresUrl);
  const port = await freePort();
  const env = { DATABASE_URL: database.url, SESSION_SECRET: sessionSecret };
  let server: ServerProcess | undefined;
  const handle = await createDatabase({ url: database.url, poolSize: 2 });
  try {
    server = await startServerProcess(port, env);
    const plan = await prepareWrites(handle.db, createRetryingClient(server.url), options.counts);
    const client = createRetryingClient(server.url);
    const restartsMs: number[] = [];
    const { acknowledged, disruptions: kills } = await sendWritesDisrupted(plan, client, {
      workers: options.workers,
      times: options.kills,
      disrupt: async () => {
        const killedAt = Date.now();
        await server?.signal('SIGKILL');
        server = await startServerProcess(port, env);
        restartsMs.push(Date.now() - killedAt);
      },
    });
    const check = await checkWrites(handle.db, acknowledged);
    return { ...check, kills, refused: acknowledged.refused, client: client.record, restartsMs };
  } finally {
    await server?.stop();
    await handle.close();
    await database.drop();
  }
}
