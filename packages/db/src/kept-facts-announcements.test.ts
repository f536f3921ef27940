import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { createTestDatabase } from './testing/index.ts';

/**
 * The server keeps answers built from a talent's data until the database announces that the data
 * changed ('talent:<id>' on the kept_facts channel, migrations 0023 and 0025). A table or column the
 * kept answers read without announcing its changes would be served stale with every other test green,
 * so this test reads the triggers the migrations made and holds every talent table and every users
 * column to a choice: it announces its changes, or it is named below with the reason no kept answer
 * shows it.
 */
const talentTablesNoKeptAnswerShows: Record<string, string> = {
  account_tokens: 'mailed links; read once when followed',
  advocate_ratings: 'rating answers; read by the rating pages afresh',
  certificates: "quiz certificates; read by the certificate and profile's assessment calls afresh",
  chat_conversations: 'the chat; read afresh',
  contest_survey_answers: 'survey answers; read afresh',
  email_changes: 'sign-in email changes waiting for their link; read when it is followed',
  hiring_processes: 'hiring activity; read afresh by the dashboard',
  job_alerts: 'job alerts; read afresh by settings',
  notification_preferences: 'mail settings; read afresh',
  notifications: 'notifications; read afresh',
  salary_observations: 'salary aggregates; kept by their own triggers (decision 0050)',
  service_ratings: 'service ratings; read afresh',
  talent_advocates: 'the advocate; read afresh',
  talent_marketplace: 'find-me-a-job indicator; read afresh by the dashboard',
  talent_milestones: 'milestones; read afresh by the dashboard',
  talent_tours: 'the product tour; read afresh by the dashboard',
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
  created_at: 'never shown',
  updated_at: 'never shown',
};

interface AnnouncingTrigger {
  table: string;
  onInsert: boolean;
  onUpdate: boolean;
  onDelete: boolean;
  /** The columns an `UPDATE OF` trigger fires for; empty when it fires for any column. */
  columns: string[];
}

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function talentTables(): Promise<string[]> {
  const found = await database.db.execute<{ table: string }>(sql`
    select distinct c.table_name as table
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.column_name in ('talent_id', 'user_id')
    order by 1`);
  return found.rows.map((row) => row.table);
}

/** Every trigger that announces a talent's change, read from the catalogue (tgtype's bits: 4 insert, 8 delete, 16 update). */
async function announcingTriggers(): Promise<AnnouncingTrigger[]> {
  const found = await database.db.execute<{
    table: string;
    type: number;
    columns: string[] | null;
  }>(sql`
    select c.relname as table, t.tgtype::int as type,
      (select array_agg(a.attname::text) from pg_attribute a
        where a.attrelid = t.tgrelid and a.attnum = any (t.tgattr::int2[])) as columns
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.proname = 'kept_facts_announce_talent'`);
  return found.rows.map((row) => ({
    table: row.table,
    onInsert: (row.type & 4) !== 0,
    onDelete: (row.type & 8) !== 0,
    onUpdate: (row.type & 16) !== 0,
    columns: row.columns ?? [],
  }));
}

describe("the kept answers' change announcements", () => {
  it('cover every table that holds talent data, unless it is named with the reason no kept answer shows it', async () => {
    const triggers = await announcingTriggers();
    const unannounced = (await talentTables()).filter((table) => {
      if (table in talentTablesNoKeptAnswerShows) return false;
      const own = triggers.filter((trigger) => trigger.table === table);
      const announces = (event: 'onInsert' | 'onUpdate' | 'onDelete') =>
        own.some((trigger) => trigger[event] && trigger.columns.length === 0);
      return !(
        (announcedWithoutInsert.has(table) || announces('onInsert')) &&
        announces('onUpdate') &&
        announces('onDelete')
      );
    });
    expect(unannounced, 'talent tables whose changes no kept answer hears of').toEqual([]);
  });

  it('cover every users column that a kept answer shows, and every column is accounted for', async () => {
    const found = await database.db.execute<{ column: string }>(sql`
      select column_name as column from information_schema.columns
      where table_schema = 'public' and table_name = 'users'`);
    const columns = found.rows.map((row) => row.column);
    expect(
      columns.filter((column) => !(column in usersColumns)),
      'users columns to classify in usersColumns',
    ).toEqual([]);

    const usersTriggers = (await announcingTriggers()).filter((trigger) => trigger.table === 'users');
    const heard = new Set(usersTriggers.filter((t) => t.onUpdate).flatMap((t) => t.columns));
    const shown = Object.entries(usersColumns)
      .filter(([column, role]) => role === 'announced' && column !== 'id')
      .map(([column]) => column);
    expect(
      shown.filter((column) => !heard.has(column)),
      'users columns a kept answer shows whose updates are not announced',
    ).toEqual([]);
    expect(usersTriggers.some((trigger) => trigger.onDelete)).toBe(true);
  });

  it('names no table that is gone, so the list stays true', async () => {
    const tables = new Set(await talentTables());
    expect(Object.keys(talentTablesNoKeptAnswerShows).filter((table) => !tables.has(table))).toEqual([]);
  });
});
