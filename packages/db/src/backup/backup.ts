import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { withConnection } from '../client.ts';

const run = promisify(execFile);

/** What a backup holds, written beside it so a restore can prove it brought everything back. */
export interface BackupManifest {
  createdAt: string;
  /** Each table (schema-qualified) with its row count and a checksum of its rows. */
  tables: Record<string, { rows: number; checksum: string }>;
  /** Each uploaded file, by its path under the uploads folder, with its SHA-256. */
  files: Record<string, string>;
}

export interface BackupPlace {
  /** The PostgreSQL database to back up or restore into. */
  databaseUrl: string;
  /** The folder the server keeps uploads in (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The backup's own folder. */
  folder: string;
}

const dumpFile = 'database.dump';
const filesFolder = 'uploads';
const manifestFile = 'manifest.json';

/**
 * Backs up the database with pg_dump (custom format) and then the uploads. The table checksums are
 * read in the very snapshot pg_dump dumps, so writes that land meanwhile cannot make the manifest
 * disagree with the dump; files are copied after it, so every file the dump names is there.
 */
export async function createBackup({
  databaseUrl,
  uploadsDir,
  folder,
}: BackupPlace): Promise<BackupManifest> {
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length > 0)
    throw new Error(`${folder} is not empty: back up into a new folder`);
  const tables = await withConnection(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]?.id;
    const fingerprints = await tableFingerprints(client);
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--snapshot=${snapshot}`,
      `--file=${join(folder, dumpFile)}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('COMMIT');
    return fingerprints;
  });
  const files = await fileFingerprints(uploadsDir);
  if (Object.keys(files).length > 0) await cp(uploadsDir, join(folder, filesFolder), { recursive: true });
  const manifest = { createdAt: new Date().toISOString(), tables, files };
  await writeFile(join(folder, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into an empty database and an empty uploads folder, then reads both again and
 * compares them with the manifest: any table or file that differs fails the restore by name.
 */
export async function restoreBackup({
  databaseUrl,
  uploadsDir,
  folder,
}: BackupPlace): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(folder, manifestFile), 'utf8')) as BackupManifest;
  await withConnection(databaseUrl, async (client) => {
    const existing = await client.query(
      `SELECT 1 FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') LIMIT 1`,
    );
    if (existing.rowCount) throw new Error('the database is not empty: restore into a new database');
  });
  if (Object.keys(await fileFingerprints(uploadsDir)).length > 0)
    throw new Error(`${uploadsDir} is not empty: restore into an empty uploads folder`);

  await run('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    join(folder, dumpFile),
  ]);
  if (Object.keys(manifest.files).length > 0)
    await cp(join(folder, filesFolder), uploadsDir, { recursive: true });

  const tables = await withConnection(databaseUrl, tableFingerprints);
  const files = await fileFingerprints(uploadsDir);
  const differences = [
    ...differencesOf('table', manifest.tables, tables),
    ...differencesOf('file', manifest.files, files),
  ];
  if (differences.length > 0)
    throw new Error(`the restore differs from the backup: ${differences.join('; ')}`);
  return manifest;
}

/** Every table's row count and an MD5 over its rows in a fixed order (migrations' own table too). */
export async function tableFingerprints(client: pg.Client): Promise<BackupManifest['tables']> {
  const tables = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const fingerprints: BackupManifest['tables'] = {};
  for (const { name } of tables.rows) {
    const { rows } = await client.query<{ rows: string; checksum: string }>(
      `SELECT count(*) AS rows, coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS checksum FROM ${name} t`,
    );
    fingerprints[name] = { rows: Number(rows[0]?.rows ?? 0), checksum: rows[0]?.checksum ?? '' };
  }
  return fingerprints;
}

/** Each file under `root` (none when it does not exist) with its SHA-256. */
export async function fileFingerprints(root: string): Promise<Record<string, string>> {
  const exists = await stat(root).catch(() => null);
  if (!exists) return {};
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const fingerprints: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const path = join(entry.parentPath, entry.name);
    fingerprints[relative(root, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return Object.fromEntries(Object.entries(fingerprints).sort(([a], [b]) => a.localeCompare(b)));
}

function differencesOf<T>(kind: string, expected: Record<string, T>, actual: Record<string, T>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter((name) => JSON.stringify(expected[name]) !== JSON.stringify(actual[name]))
    .map((name) => `${kind} ${name}`);
}
