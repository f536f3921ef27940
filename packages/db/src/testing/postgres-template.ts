import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../client.ts';
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
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const handle = await createDatabase({ url: databaseUrl(adminUrl, name), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
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
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
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
  await withAdmin(adminUrl, async (admin) => {
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

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
