import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase, type DatabaseHandle } from '../client.ts';
import { prepareTemplate } from './prepare-template.ts';
import { templateKey } from './template-key.ts';

const cacheFolder = join(tmpdir(), 'talent-test-db');
const gzip = 'application/x-gzip';
/** A lock older than this is abandoned whoever holds it; building takes seconds, not minutes. */
const staleLockMs = 180_000;

let template: Promise<Blob> | undefined;

/**
 * A fresh PGlite database loaded from a migrated, seeded dump. Loading a dump takes about a
 * second, where creating a cluster (initdb) takes several and far more on a busy machine. So
 * both the empty cluster (per PGlite version) and the template (per schema and seed) are dumped
 * once into the temp folder and shared by every worker and every later run.
 */
export async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  template ??= cached(`${await templateKey()}.tar.gz`, buildTemplate);
  return createDatabase({ dataDir: 'memory://', loadDataDir: await template });
}

async function buildTemplate(): Promise<Uint8Array> {
  const emptyCluster = await cached(`empty-cluster-${await pgliteVersion()}.tar.gz`, () => dumpOf({}));
  return dumpOf({ loadDataDir: emptyCluster, prepare: true });
}

async function dumpOf(options: { loadDataDir?: Blob; prepare?: boolean }): Promise<Uint8Array> {
  const handle = await createDatabase({ dataDir: 'memory://', loadDataDir: options.loadDataDir });
  try {
    if (options.prepare) await prepareTemplate(handle.db);
    // Drizzle keeps the driver's client on the database object; only PGlite can dump its folder.
    const { $client } = handle.db as unknown as { $client: PGlite };
    const dump = await $client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await handle.close();
  }
}

/** The cached file, built by one process while any others wait for it. */
async function cached(name: string, build: () => Promise<Uint8Array>): Promise<Blob> {
  const file = join(cacheFolder, name);
  for (;;) {
    const content = await readFile(file).catch(() => undefined);
    if (content) return new Blob([content], { type: gzip });
    if (await takeLock(`${file}.lock`)) {
      try {
        await writeFile(`${file}.${process.pid}`, await build());
        await rename(`${file}.${process.pid}`, file);
      } finally {
        await rm(`${file}.lock`, { force: true });
      }
    } else {
      await sleep(250);
    }
  }
}

/**
 * The lock file is made with the builder's process id already in it (linked into place, which
 * fails if it exists), so a lock left by a builder that died is recognised and taken over at once.
 */
async function takeLock(lock: string): Promise<boolean> {
  await mkdir(cacheFolder, { recursive: true });
  const claim = `${lock}.${process.pid}`;
  await writeFile(claim, String(process.pid));
  try {
    await link(claim, lock);
    return true;
  } catch {
    const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
    const age = Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
    if (!isAlive(holder) || age > staleLockMs) await rm(lock, { force: true });
    return false;
  } finally {
    await rm(claim, { force: true });
  }
}

function isAlive(pid: number): boolean {
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function pgliteVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8'));
  return String(manifest.version);
}
