import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from './client.ts';
import * as masterData from './schema/master-data.ts';
import * as salary from './schema/salary.ts';
import { createTestDatabase } from './testing/index.ts';

/**
 * The server's caches keep answers built from the database until the database announces that their
 * data changed, on the kept_facts channel (decisions 0097 and 0154): 'talent:<id>' (migrations 0023
 * and 0025), 'talent:<id>:<table>' (0037), 'jobs…' (0024), 'master-data' (0023), 'salary' (0035) and
 * 'articles' (0038).
 * A table or column a cache reads without announcing its changes would be served stale with every
 * other test green, so this test reads the triggers from the database's catalogue and holds every
 * table that feeds a cache to them: every table with a talent's id and every users column (each
 * announces its changes, or is named below with the reason no cache shows it), every option list of
 * the master-data schema, the jobs, the salary calculator's figures and the blog. The last test drops
 * each announcing trigger in turn and shows that these checks name what it announced.
 */
const talentTablesNoKeptAnswerShows: Record<string, string> = {
  account_tokens: 'mailed links; read once when followed',
  advocate_ratings: 'rating answers; read by the rating pages afresh',
  chat_conversations: 'the chat; read afresh',
  contest_survey_answers: 'survey answers; read afresh',
  coworker_invitations: 'invitations a talent sent to coworkers; read afresh',
  email_changes: 'sign-in email changes waiting for their link; read when it is followed',
  notification_preferences: 'mail settings; read afresh',
  salary_observations: 'salary aggregates; kept by their own triggers (decision 0050)',
  service_ratings: 'service ratings; read afresh',
  talent_advocates: 'the advocate; read afresh',
  test_attempts: 'quiz attempts; read afresh on the server clock',
  user_identities: 'professional-network links; read at sign-in only',
};

/** Sessions are kept per token: a new session is not kept yet, so only its changes and end count. */
const announcedWithoutInsert = new Set(['sessions']);

/** What each users column is to the kept answers: shown (so announced), or why not. */
const usersColumns: Record<string, 'announced' | string> = {
  id: 'announced',
  type: 'announced',
  email: 'announced',
  fullname: 'announced',
  phone: 'announced',
  onboarded: 'announced',
  onboarding_last_page: 'announced',
  password_created: 'announced',
  deactivated_at: 'announced',
  password_hash: 'checked at sign-in, never kept',
  verified_at: 'checked at sign-in, never kept',
  terms_accepted_at: 'written once at sign-up, never shown',
  language: 'read afresh by sign-in and the session answer, never kept',
  created_at: 'never shown',
  updated_at: 'never shown',
};

/** The events a trigger fires on, from pg_trigger.tgtype's bits. */
const events = { insert: 4, delete: 8, update: 16, truncate: 32 } as const;
type ChangeEvent = keyof typeof events;

interface AnnouncingTrigger {
  name: string;
  table: string;
  /** The function it runs, which decides what is announced. */
  announces: string;
  events: Set<ChangeEvent>;
  /** The columns an `UPDATE OF` trigger fires for; empty when it fires for any column. */
  columns: string[];
}

/** The database, or a transaction that dropped a trigger: the checks read the catalogue through it. */
type Catalogue = Pick<Database, 'execute'>;

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** The tables with a column naming the talent a row is of (the inviter of a friend or coworker included). */
async function talentTables(catalogue: Catalogue): Promise<string[]> {
  const found = await catalogue.execute<{ table: string }>(sql`
    select distinct c.relname as table
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not a.attisdropped
      and a.attname in ('talent_id', 'user_id', 'invited_by_id')
    order by 1`);
  return found.rows.map((row) => row.table);
}

/**
 * Every trigger whose function sends a notice on the kept_facts channel, read from the catalogue:
 * found by what its function does, so a new announcing trigger is held to the checks too.
 */
async function announcingTriggers(catalogue: Catalogue): Promise<AnnouncingTrigger[]> {
  const found = await catalogue.execute<{
    name: string;
    table: string;
    announces: string;
    type: number;
    columns: string[] | null;
  }>(sql`
    select t.tgname as name, c.relname as table, p.proname as announces, t.tgtype::int as type,
      (select array_agg(a.attname::text) from pg_attribute a
        where a.attrelid = t.tgrelid and a.attnum = any (t.tgattr::int2[])) as columns
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.prosrc like '%pg_notify(''kept_facts''%'`);
  return found.rows.map((row) => ({
    name: row.name,
    table: row.table,
    announces: row.announces,
    events: new Set(
      (Object.keys(events) as ChangeEvent[]).filter((event) => (row.type & events[event]) !== 0),
    ),
    columns: row.columns ?? [],
  }));
}

/**
 * The tables of `tables` on which one of `needed` events is not announced, for any column, by a
 * trigger running one of `functions`; each named as `table: event`.
 */
function unannounced(
  triggers: AnnouncingTrigger[],
  tables: string[],
  needed: (table: string) => ChangeEvent[],
  functions: string[],
): string[] {
  return tables.flatMap((table) =>
    needed(table)
      .filter(
        (event) =>
          !triggers.some(
            (trigger) =>
              trigger.table === table &&
              functions.includes(trigger.announces) &&
              trigger.events.has(event) &&
              trigger.columns.length === 0,
          ),
      )
      .map((event) => `${table}: ${event}`),
  );
}

/** What the checks read from the catalogue. */
interface Found {
  triggers: AnnouncingTrigger[];
  talentTables: string[];
}

async function read(catalogue: Catalogue): Promise<Found> {
  return { triggers: await announcingTriggers(catalogue), talentTables: await talentTables(catalogue) };
}

/** Talent tables, other than those named with the reason no cache shows them, whose changes go unheard. */
function unannouncedTalentTables(found: Found): string[] {
  const tables = found.talentTables.filter((table) => !(table in talentTablesNoKeptAnswerShows));
  return unannounced(
    found.triggers,
    tables,
    (table) => (announcedWithoutInsert.has(table) ? ['update', 'delete'] : ['insert', 'update', 'delete']),
    ['kept_facts_announce_talent', 'kept_facts_announce_talent_table'],
  );
}

/** Users columns a cache shows whose updates go unheard, and `users: delete` when deletes do. */
function unannouncedUsersColumns(found: Found): string[] {
  const usersTriggers = found.triggers.filter(
    (trigger) => trigger.table === 'users' && trigger.announces === 'kept_facts_announce_talent',
  );
  const heard = new Set(usersTriggers.filter((t) => t.events.has('update')).flatMap((t) => t.columns));
  const shown = Object.entries(usersColumns)
    .filter(([column, role]) => role === 'announced' && column !== 'id')
    .map(([column]) => column);
  return [
    ...shown.filter((column) => !heard.has(column)).map((column) => `users.${column}: update`),
    ...(usersTriggers.some((trigger) => trigger.events.has('delete')) ? [] : ['users: delete']),
  ];
}

/** The names of the tables a schema module declares. */
const tablesOf = (module: Record<string, unknown>) =>
  Object.values(module)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table));

/** The option lists of the master-data schema, read from the schema itself. */
const optionTables = tablesOf(masterData);

/**
 * The salary tables the calculator reads, read from the salary schema: all but the raw salaries,
 * which it never reads (their triggers write the aggregates and skill counts, migration 0005).
 */
const calculatorTables = tablesOf(salary).filter((table) => table !== 'salary_observations');

const everyStatement: ChangeEvent[] = ['insert', 'update', 'delete', 'truncate'];

/** Option lists, jobs, salary figures and articles whose changes go unheard by the caches that show them. */
function unannouncedListsAndJobs({ triggers }: Found): string[] {
  return [
    ...unannounced(triggers, optionTables, () => everyStatement, ['master_data_raise_revision']),
    ...unannounced(triggers, ['jobs'], () => everyStatement, [
      'job_listing_announce_jobs',
      'job_listing_raise_revision',
    ]),
    ...unannounced(triggers, calculatorTables, () => everyStatement, ['salary_announce_change']),
    ...unannounced(triggers, ['blog_posts'], () => everyStatement, ['media_announce_change']),
  ];
}

const everyCheck = [unannouncedTalentTables, unannouncedUsersColumns, unannouncedListsAndJobs];

describe("the caches' change announcements", () => {
  it('cover every table that holds talent data, unless it is named with the reason no cache shows it', async () => {
    expect(
      unannouncedTalentTables(await read(database.db)),
      'talent tables whose changes no cache hears of',
    ).toEqual([]);
  });

  it('cover every users column that a cache shows, and every column is accounted for', async () => {
    const found = await database.db.execute<{ column: string }>(sql`
      select column_name as column from information_schema.columns
      where table_schema = 'public' and table_name = 'users'`);
    expect(
      found.rows.map((row) => row.column).filter((column) => !(column in usersColumns)),
      'users columns to classify in usersColumns',
    ).toEqual([]);
    expect(unannouncedUsersColumns(await read(database.db)), 'users changes no cache hears of').toEqual([]);
  });

  it('cover every option list, the jobs, the salary figures and the blog, for every statement', async () => {
    expect(optionTables).toContain('universities');
    expect(calculatorTables).toEqual(['salary_aggregates', 'salary_skill_counts']);
    expect(unannouncedListsAndJobs(await read(database.db)), 'changes no cache hears of').toEqual([]);
  });

  it('names no table that is gone, so the list stays true', async () => {
    const tables = new Set(await talentTables(database.db));
    expect(Object.keys(talentTablesNoKeptAnswerShows).filter((table) => !tables.has(table))).toEqual([]);
  });

  it('fail when any one announcing trigger is dropped', async () => {
    const triggers = await announcingTriggers(database.db);
    expect(triggers.length).toBeGreaterThan(30);
    const unnoticed: string[] = [];
    for (const trigger of triggers) {
      const found = await withoutTrigger(trigger, read);
      const noticed = everyCheck.some((check) => check(found).length > 0);
      if (!noticed) unnoticed.push(`${trigger.name} on ${trigger.table}`);
    }
    expect(unnoticed, 'announcing triggers whose loss no check notices').toEqual([]);
  });
});

class RolledBack extends Error {}

/** What `read` finds in a transaction that dropped `trigger`; the drop is rolled back. */
async function withoutTrigger(
  trigger: AnnouncingTrigger,
  read: (catalogue: Catalogue) => Promise<Found>,
): Promise<Found> {
  let found: Found | undefined;
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`drop trigger ${sql.identifier(trigger.name)} on ${sql.identifier(trigger.table)}`);
      found = await read(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  if (!found) throw new Error(`nothing read without ${trigger.name}`);
  return found;
}
