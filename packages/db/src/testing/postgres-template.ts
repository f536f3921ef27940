import { randomBytes } from 'node:crypto';
import { createDatabase, type DatabaseHandle, withConnection } from '../client.ts';
import { prepareTemplate } from './prepare-template.ts';
import { templateKey } from './template-key.ts';

/**
 * A fresh PostgreSQL database per test file, copied with `CREATE DATABASE ... TEMPLATE` from a
 * migrated, seeded template (a file copy, far quicker than migrating), dropped when closed.
 * The template is named after the schema's hash, so concurrent runs on different code coexist.
 */
export async function createPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const template = await ensureTemplate(adminUrl);
  const name = `talent_test_${randomBytes(8).toString('hex')}`;
  await withConnection(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const handle = await createDatabase({ url: databaseUrl(adminUrl, name), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withConnection(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A new PostgreSQL database with nothing in it, not even migrations: for tests of what happens on
 * a first start. Drop it when done.
 */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `talent_empty_${randomBytes(8).toString('hex')}`;
  await withConnection(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withConnection(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

let template: Promise<string> | undefined;

function ensureTemplate(adminUrl: string): Promise<string> {
  template ??= buildTemplateOnce(adminUrl);
  return template;
}

async function buildTemplateOnce(adminUrl: string): Promise<string> {
  const name = `talent_template_${await templateKey()}`;
  await withConnection(adminUrl, async (admin) => {
    // Workers race here; the lock lets one build while the others wait and then find it built.
    await admin.query(`SELECT pg_advisory_lock(hashtext('talent-test-template'))`);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const handle = await createDatabase({ url: databaseUrl(adminUrl, building), poolSize: 1 });
      try {
        await prepareTemplate(handle.db);
      } finally {
        await handle.close();
      }
      // Renamed only when complete, so a crash mid-build never leaves a half-made template in use.
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext('talent-test-template'))`);
    }
  });
  return name;
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
