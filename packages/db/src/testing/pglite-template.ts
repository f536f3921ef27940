import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase, type DatabaseHandle } from '../client.ts';
import { prepareTemplate } from './prepare-template.ts';
import { templateKey } from './template-key.ts';

const cacheFolder = join(tmpdir(), 'talent-test-db');
const gzip = 'application/x-gzip';
/** A builder that has held the lock this long has died; building takes seconds, not minutes. */
const staleLockMs = 180_000;

let template: Promise<Blob> | undefined;

/**
 * A fresh PGlite database loaded from a migrated, seeded dump. Starting PGlite from scratch and
 * migrating takes several seconds; loading a dump takes about one, so the dump is built once and
 * kept in the temp folder, shared by every worker and every later run with the same schema.
 */
export async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  template ??= loadTemplate();
  return createDatabase({ dataDir: 'memory://', loadDataDir: await template });
}

async function loadTemplate(): Promise<Blob> {
  const file = join(cacheFolder, `${await templateKey()}.tar.gz`);
  for (;;) {
    const dump = await readFile(file).catch(() => undefined);
    if (dump) return new Blob([dump], { type: gzip });
    if (await takeLock(`${file}.lock`)) {
      try {
        await writeFile(`${file}.${process.pid}`, await buildTemplate());
        await rename(`${file}.${process.pid}`, file);
      } finally {
        await rm(`${file}.lock`, { force: true });
      }
    } else {
      await sleep(250);
    }
  }
}

/** One worker builds; the others wait for its file. A lock left by a crashed builder is taken over. */
async function takeLock(lock: string): Promise<boolean> {
  await mkdir(cacheFolder, { recursive: true });
  try {
    await (await open(lock, 'wx')).close();
    return true;
  } catch {
    const age = Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
    if (age > staleLockMs) await rm(lock, { force: true });
    return false;
  }
}

async function buildTemplate(): Promise<Uint8Array> {
  const handle = await createDatabase({ dataDir: 'memory://' });
  try {
    await prepareTemplate(handle.db);
    // Drizzle keeps the driver's client on the database object; only PGlite can dump its folder.
    const { $client } = handle.db as unknown as { $client: PGlite };
    const dump = await $client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await handle.close();
  }
}
