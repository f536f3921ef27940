import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultServiceBases, type Endpoint } from '@talent/contract';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerLocationOf } from '../platform/access/access-rules.ts';
import { createLocalStorage } from '../platform/storage/index.ts';
import { seedDemoData } from '../start-server.ts';
import { contractEndpoints, routeOf } from '../testing/contract-endpoints.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { shapeOf } from './fuzz/requests.ts';
import { arbitraryFor } from './fuzz/zod-arbitrary.ts';

/**
 * Talent isolation (issue 15: nobody reads or changes what is not theirs). The demo talent owns
 * rows in every feature: applications, interviews and offers, chats, documents, references,
 * notifications, saved searches. Its free texts are marked, then another talent calls every
 * talent route of the contract as itself, with the ids of the demo talent's rows in every place a
 * route takes an id (path, query and body): no answer carries a mark, the demo talent's email or
 * phone, and afterwards every row the demo talent owns is exactly as it was. The rows are found
 * by their owner columns and the foreign keys to those rows, and the routes by the contract, so
 * a new feature's tables and routes are covered without an edit here. A route answers another's
 * row as it answers a missing one, never 403 against 404, so its answers tell no one which ids
 * exist (issue 29).
 */
const demoEmail = 'talent@example.com';
/**
 * Ids taken from each table the demo talent owns rows in. The demo talent is seeded first, so its
 * rows hold the lowest ids of every table and these few reach each kind of row.
 */
const idsPerTable = 5;
/** The columns that say whose a row is. */
const ownerColumns = ['talent_id', 'user_id'];

/** Where the demo talent's rows are: its own account, its rows, and their rows one step down. */
interface OwnedRows {
  table: string;
  hasId: boolean;
  where: SQL;
}

let server: TestApp;
let demo: { id: number; email: string; phone: string | null };
let owned: OwnedRows[];
let foreignIds: number[];
let markedTexts = 0;
let accounts = 0;

async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  return (await server.db.execute(query)).rows as Row[];
}

/** The demo talent's rows, found by the schema: owner columns, then foreign keys to those rows. */
async function findOwnedRows(): Promise<OwnedRows[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string; has_id: boolean }>(
    sql`select c.table_name, c.column_name,
          exists(select 1 from information_schema.columns i
                 where i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id') as has_id
        from information_schema.columns c
        where c.table_schema = 'public' and c.column_name in (${sql.join(
          ownerColumns.map((column) => sql`${column}`),
          sql`, `,
        )})
        order by c.table_name, c.column_name`,
  );
  const found: OwnedRows[] = [
    { table: 'users', hasId: true, where: sql`id = ${demo.id}` },
    ...columns.map((column) => ({
      table: column.table_name,
      hasId: column.has_id,
      where: sql`${sql.identifier(column.column_name)} = ${demo.id}`,
    })),
  ];
  const references = await rowsOf<{ child: string; column: string; parent: string; has_id: boolean }>(
    sql`select kcu.table_name as child, kcu.column_name as column, ccu.table_name as parent,
          exists(select 1 from information_schema.columns i
                 where i.table_schema = 'public' and i.table_name = kcu.table_name and i.column_name = 'id') as has_id
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.column_name = 'id'`,
  );
  for (const reference of references) {
    for (const parent of found.filter((rows) => rows.table === reference.parent && rows.table !== 'users')) {
      found.push({
        table: reference.child,
        hasId: reference.has_id,
        where: sql`${sql.identifier(reference.column)} in (select id from ${sql.identifier(parent.table)} where ${parent.where})`,
      });
    }
  }
  const withRows: OwnedRows[] = [];
  for (const rows of found) {
    const [any] = await rowsOf(sql`select 1 from ${sql.identifier(rows.table)} where ${rows.where} limit 1`);
    if (any) withRows.push(rows);
  }
  return withRows;
}

/** Written into the demo talent's free texts, so an answer that carries any of them shows it. */
const secretMark = ' qz7demo9q ';

/**
 * Replaces the end of every free text the demo talent owns (a message, an about, a description:
 * text with a space, 24 characters or more) with the mark, keeping its length within its rules.
 */
async function markDemoTexts(): Promise<number> {
  let marked = 0;
  for (const rows of owned.filter((place) => place.table !== 'users')) {
    const columns = await rowsOf<{ column_name: string }>(
      sql`select column_name from information_schema.columns
          where table_schema = 'public' and table_name = ${rows.table}
            and data_type in ('text', 'character varying')`,
    );
    for (const { column_name: column } of columns) {
      const name = sql.identifier(column);
      const updated = await rowsOf(
        sql`update ${sql.identifier(rows.table)}
            set ${name} = left(${name}, length(${name}) - ${secretMark.length}) || ${secretMark}
            where ${rows.where} and ${name} like '% %' and length(${name}) >= 24
            returning 1`,
      );
      marked += updated.length;
    }
  }
  return marked;
}

/** One fingerprint per place: the count and a hash of every row the demo talent owns there. */
async function fingerprintOfDemoRows(): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  for (const [index, rows] of owned.entries()) {
    const [print] = await rowsOf<{ rows: number; digest: string }>(
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(rows.table)} t where ${rows.where}`,
    );
    prints[`${index} ${rows.table}`] = `${print?.rows}:${print?.digest}`;
  }
  return prints;
}

beforeAll(async () => {
  const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'talent-isolation-')));
  server = await createTestApp({ storage });
  await seedDemoData(server.db, { storage, publicUrl: server.config.publicUrl, jobCount: 60 });
  const [user] = await rowsOf<typeof demo>(
    sql`select id, email, phone from users where email = ${demoEmail}`,
  );
  if (!user) throw new Error(`The demo seed has no ${demoEmail}`);
  demo = user;
  owned = await findOwnedRows();
  const ids = new Set<number>();
  for (const rows of owned.filter((place) => place.hasId && place.table !== 'users')) {
    const found = await rowsOf<{ id: number | string }>(
      sql`select id from ${sql.identifier(rows.table)} where ${rows.where} order by id limit ${idsPerTable}`,
    );
    for (const row of found) ids.add(Number(row.id));
  }
  foreignIds = [...ids];
  markedTexts = await markDemoTexts();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Keys that name a row: `id`, `product_id`, `conversationId`. */
const namesARow = /(^id$|_id$|Id$)/;

/** A body the route would take, with every field that names a row set to `id`. */
function bodyNaming(endpoint: Endpoint, id: number, attackerId: number, ownerKey: string | undefined) {
  if (!endpoint.body || (endpoint.bodyType ?? 'json') !== 'json') return undefined;
  const [valid] = fc.sample(arbitraryFor(endpoint.body), { numRuns: 1, seed: id });
  const body: Record<string, unknown> =
    valid && typeof valid === 'object' && !Array.isArray(valid) ? { ...(valid as object) } : {};
  for (const key of Object.keys(shapeOf(endpoint.body))) if (namesARow.test(key)) body[key] = id;
  if (ownerKey) body[ownerKey] = attackerId;
  return body;
}

/** An id no row has: what a route answers for it is what it must answer for another's row. */
const missingId = 2_000_000_000;

/** Calls of a route as `attackerId`, one per id, in every place the route takes an id. */
function callsNaming(endpoint: Endpoint, attackerId: number, ids: readonly number[] = foreignIds) {
  const owner = ownerLocationOf(endpoint);
  const [ownerPart, ownerKey] = owner ? (owner.split('.') as [string, string]) : [undefined, undefined];
  const queryKeys = Object.keys(shapeOf(endpoint.query)).filter((key) => namesARow.test(key));
  return ids.map((id) => {
    const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      ownerPart === 'params' && ownerKey === name ? String(attackerId) : String(id),
    );
    const query = new URLSearchParams(queryKeys.map((key): [string, string] => [key, String(id)]));
    if (ownerPart === 'query' && ownerKey) query.set(ownerKey, String(attackerId));
    const search = query.toString();
    const body = bodyNaming(endpoint, id, attackerId, ownerPart === 'body' ? ownerKey : undefined);
    return {
      method: endpoint.method,
      url: `${defaultServiceBases[endpoint.group]}${path}${search ? `?${search}` : ''}`,
      ...(body === undefined ? {} : { payload: body }),
    };
  });
}

/** Talent routes that can name a row other than the caller: by path, query or body. */
const talentRoutes = contractEndpoints().filter((endpoint) => {
  if (endpoint.access !== 'talent') return false;
  const owner = ownerLocationOf(endpoint);
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => `params.${match[1]}`);
  const inPath = names.some((name) => name !== owner);
  const inQuery = Object.keys(shapeOf(endpoint.query)).some(
    (key) => namesARow.test(key) && `query.${key}` !== owner,
  );
  const inBody = Object.keys(shapeOf(endpoint.body)).some(
    (key) => namesARow.test(key) && `body.${key}` !== owner,
  );
  return inPath || inQuery || inBody;
});

describe("another talent, naming the demo talent's rows", () => {
  it('finds the demo talent owning rows in every feature', () => {
    expect(new Set(owned.map((rows) => rows.table)).size).toBeGreaterThanOrEqual(20);
    expect(markedTexts).toBeGreaterThanOrEqual(20);
    expect(talentRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it('never reads them and never changes them, on any talent route', async () => {
    const before = await fingerprintOfDemoRows();
    const leaks: string[] = [];
    let answered = 0;
    let calls = 0;
    for (const endpoint of talentRoutes) {
      // A fresh account per route: some routes end the caller's session or deactivate it.
      accounts += 1;
      const attacker = await server.signInAs(`isolation.${accounts}@example.com`);
      const headers = { authorization: `Bearer ${attacker.token}` };
      const [missingCall] = callsNaming(endpoint, attacker.id, [missingId]);
      const missing = missingCall && (await server.request({ ...missingCall, headers }));
      for (const call of callsNaming(endpoint, attacker.id)) {
        const answer = await server.request({ ...call, headers });
        calls += 1;
        if (answer.status !== 401) answered += 1;
        // A 403 for another's row where a missing one gets a 404 would tell which ids exist.
        if (answer.status === 403 && missing?.status === 404)
          leaks.push(`${routeOf(endpoint)} ${call.url}: 403 for another's row, 404 for a missing one`);
        const text = (
          typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
        ).toLowerCase();
        if (answer.status >= 500) leaks.push(`${routeOf(endpoint)} ${call.url}: ${answer.status}`);
        if (
          text.includes(secretMark.trim()) ||
          text.includes(demo.email.toLowerCase()) ||
          (demo.phone && text.includes(demo.phone.toLowerCase()))
        )
          leaks.push(`${routeOf(endpoint)} ${call.url}: carries the demo talent's data`);
      }
    }
    expect(leaks).toEqual([]);
    // The calls were made by a live session, not refused at the door.
    expect(answered / calls).toBeGreaterThan(0.9);
    expect(await fingerprintOfDemoRows()).toEqual(before);
  }, 300_000);
});
