import { join, resolve } from 'node:path';
import { createBackup, restoreBackup } from './backup.ts';

const usage = `Backs up or restores Talent on PostgreSQL: the database and the uploads under DATA_DIR/uploads.

  npm run backup -- create <folder>     a new folder: database.dump, uploads/, manifest.json
  npm run backup -- restore <folder>    into an empty database (DATABASE_URL) and uploads folder,
                                        then checks every table and file against the manifest

Reads DATABASE_URL and DATA_DIR (default ./data) as the server does.`;

const [command, folder] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;

if ((command !== 'create' && command !== 'restore') || !folder) {
  console.error(usage);
  process.exit(2);
}
if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set. The embedded database (PGlite) is for development and demos: stop the server and copy DATA_DIR to back it up.',
  );
  process.exit(2);
}

const place = {
  databaseUrl,
  uploadsDir: join(resolve(process.env.DATA_DIR ?? 'data'), 'uploads'),
  folder: resolve(folder),
};
try {
  const manifest = command === 'create' ? await createBackup(place) : await restoreBackup(place);
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `${command === 'create' ? 'Backed up' : 'Restored and checked'} ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${Object.keys(manifest.files).length} files: ${place.folder}`,
  );
} catch (error) {
  console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
