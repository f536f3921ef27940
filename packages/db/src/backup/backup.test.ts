import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, withConnection } from '../client.ts';
import { users } from '../schema/index.ts';
import { createEmptyTestDatabase, testDatabaseKind } from '../testing/index.ts';
import { prepareTemplate } from '../testing/prepare-template.ts';
import { createBackup, fileFingerprints, restoreBackup, tableFingerprints } from './backup.ts';

const fingerprintsOf = (url: string) => withConnection(url, tableFingerprints);

// pg_dump and pg_restore work on PostgreSQL; the embedded database is backed up by copying DATA_DIR.
describe.skipIf(testDatabaseKind() !== 'postgres')('a backup and its restore', () => {
  let source: { url: string; drop(): Promise<void> };
  let target: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let work: string;

  beforeAll(async () => {
    [source, target] = await Promise.all([createEmptyTestDatabase(), createEmptyTestDatabase()]);
    handle = await createDatabase({ url: source.url, poolSize: 2 });
    await prepareTemplate(handle.db);
    await handle.db.insert(users).values([
      { email: 'ayu@example.com', passwordHash: 'x', type: 'talent', fullname: 'Ayu Lestari' },
      { email: 'bima@example.com', passwordHash: 'y', type: 'talent', fullname: 'Bima Putra' },
    ]);
    work = await mkdtemp(join(tmpdir(), 'talent-backup-'));
    await mkdir(join(work, 'uploads-before', 'cv', '7'), { recursive: true });
    await writeFile(join(work, 'uploads-before', 'cv', '7', 'ayu.pdf'), '%PDF-1.4 Ayu');
    await writeFile(join(work, 'uploads-before', 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  afterAll(async () => {
    await handle?.close();
    await Promise.all([source?.drop(), target?.drop()]);
  });

  it('brings back every table row for row and every file byte for byte into a fresh database', async () => {
    const folder = join(work, 'backup');
    const made = await createBackup({
      databaseUrl: source.url,
      uploadsDir: join(work, 'uploads-before'),
      folder,
    });
    expect(made.tables['public.users']?.rows).toBe(2);
    expect(Object.keys(made.files)).toEqual(['cv/7/ayu.pdf', 'photo.png']);

    // Written after the backup: not in it.
    await handle.db.execute(
      sql`insert into users (email, password_hash, type, fullname) values ('late@example.com', 'z', 'talent', 'Late')`,
    );

    const uploadsAfter = join(work, 'uploads-after');
    await restoreBackup({ databaseUrl: target.url, uploadsDir: uploadsAfter, folder });
    const restored = await fingerprintsOf(target.url);
    expect(restored).toEqual(made.tables);
    expect(Object.keys(restored).length).toBeGreaterThan(20);
    expect(await fileFingerprints(uploadsAfter)).toEqual(
      await fileFingerprints(join(work, 'uploads-before')),
    );
    expect((await fingerprintsOf(source.url))['public.users']?.rows).toBe(3);
  });

  it('refuses to restore over a database that holds tables, and to back up into a used folder', async () => {
    const folder = join(work, 'backup');
    await expect(
      restoreBackup({ databaseUrl: source.url, uploadsDir: join(work, 'nowhere'), folder }),
    ).rejects.toThrow('the database is not empty');
    await expect(
      createBackup({ databaseUrl: source.url, uploadsDir: join(work, 'nowhere'), folder }),
    ).rejects.toThrow('is not empty');
  });

  it('fails a restore whose files no longer match the manifest, naming the file', async () => {
    const folder = join(work, 'backup');
    await writeFile(join(folder, 'uploads', 'photo.png'), 'not the photo');
    const fresh = await createEmptyTestDatabase();
    try {
      await expect(
        restoreBackup({ databaseUrl: fresh.url, uploadsDir: join(work, 'uploads-tampered'), folder }),
      ).rejects.toThrow('the restore differs from the backup: file photo.png');
    } finally {
      await fresh.drop();
    }
  });
});
