import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const run = promisify(execFile);

export interface PrivatePostgres {
  /** The `postgres` database of the instance, to connect to or to create databases from. */
  url: string;
  /** A fast shutdown, as an operator's restart does: sessions are ended, the port closes. */
  stop(): Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's programs (Debian's layout), or PG_BIN. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) throw new Error('No PostgreSQL programs found: install postgresql or set PG_BIN');
  return found;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` account. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'));
  const [, , uid, gid] = entry?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('Running as root needs a postgres account');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * A PostgreSQL instance of the test's own, in a temporary folder on a free port, which the test
 * may stop and start at will: the machine's shared server is never touched.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const account = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'talent-private-pg-'));
  if (account) chownSync(dir, account.uid, account.gid);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const tool = (name: string, args: string[]) =>
    run(join(bin, name), args, { ...(account ?? {}), cwd: dir, env: { PATH: process.env.PATH ?? '' } });
  await tool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    tool('pg_ctl', ['-D', dataDir, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']).then(
      () => undefined,
    );
  const stop = () => tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).then(() => undefined);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
