import type { DatabaseHandle } from '@talent/db';
import { createTestDatabase } from '@talent/db/testing';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  constraintOf,
  isCheckViolation,
  isDatabaseAway,
  isForeignKeyViolation,
  isRefusedDatabaseValue,
  isTransactionConflict,
  isUniqueViolation,
} from './database-errors.ts';
import { installErrorHandler } from './error-handling.ts';

/**
 * The refusals are provoked on the test database of the run (PGlite, or PostgreSQL through
 * node-postgres with TEST_DATABASE=postgres), so the predicates read the errors as Drizzle throws them.
 */
let database: DatabaseHandle;
let app: FastifyInstance;

/** What the database throws for a statement, as a module would catch it. */
async function refusalOf(statement: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await database.db.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('The database ran the statement');
}

const twiceTheSameName = sql`insert into house_probe (id, name) values (10, 'taken'), (11, 'taken')`;
const unknownParent = sql`insert into house_probe (id, parent) values (20, 999)`;
const sizeBelowOne = sql`insert into house_probe (id, size) values (30, 0)`;
const outOfRange = sql`insert into house_probe (id, size) values (40, 2147483648)`;
const serializationFailure = sql`do $$ begin raise exception 'could not serialize' using errcode = 'serialization_failure'; end $$`;
const deadlock = sql`do $$ begin raise exception 'deadlock' using errcode = 'deadlock_detected'; end $$`;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    create table house_probe (
      id integer primary key,
      parent integer constraint house_probe_parent_fk references house_probe (id),
      size integer constraint house_probe_size_positive check (size > 0),
      name text constraint house_probe_name_unique unique
    )`);
  app = Fastify();
  installErrorHandler(app);
  app.post<{ Params: { kind: keyof typeof uncaught } }>('/probe/:kind', async (request) => {
    await database.db.execute(uncaught[request.params.kind]);
    return { data: null };
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const uncaught = { twiceTheSameName, unknownParent, sizeBelowOne, outOfRange, serializationFailure };

describe('a refusal of the database', () => {
  it('is told by its kind and the constraint that refused it', async () => {
    const unique = await refusalOf(twiceTheSameName);
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isUniqueViolation(unique, 'house_probe_name_unique')).toBe(true);
    expect(isUniqueViolation(unique, 'users_email_unique')).toBe(false);
    expect(constraintOf(unique)).toBe('house_probe_name_unique');

    const foreignKey = await refusalOf(unknownParent);
    expect(isForeignKeyViolation(foreignKey, 'house_probe_parent_fk')).toBe(true);
    expect(isUniqueViolation(foreignKey)).toBe(false);

    const check = await refusalOf(sizeBelowOne);
    expect(isCheckViolation(check, 'house_probe_size_positive')).toBe(true);
    expect(isForeignKeyViolation(check)).toBe(false);
    expect(isRefusedDatabaseValue(check)).toBe(false);

    expect(isRefusedDatabaseValue(await refusalOf(outOfRange))).toBe(true);
    expect(isTransactionConflict(await refusalOf(serializationFailure))).toBe(true);
    expect(isTransactionConflict(await refusalOf(deadlock))).toBe(true);
    expect(isTransactionConflict(unique)).toBe(false);
    expect(isDatabaseAway(unique)).toBe(false);
  });

  it('is found through a module wrapping it once more', async () => {
    const wrapped = new Error('saving failed', { cause: await refusalOf(twiceTheSameName) });
    expect(isUniqueViolation(wrapped, 'house_probe_name_unique')).toBe(true);
  });

  it('no module catches is answered by what it means, not as a 500', async () => {
    const answer = async (kind: keyof typeof uncaught) => {
      const reply = await app.inject({ method: 'POST', url: `/probe/${kind}` });
      return { status: reply.statusCode, type: reply.json().meta.type };
    };
    expect(await answer('twiceTheSameName')).toEqual({ status: 409, type: 'CONFLICT' });
    expect(await answer('unknownParent')).toEqual({ status: 409, type: 'CONFLICT' });
    expect(await answer('sizeBelowOne')).toEqual({ status: 400, type: 'VALIDATION_ERROR' });
    expect(await answer('outOfRange')).toEqual({ status: 400, type: 'VALIDATION_ERROR' });
    expect(await answer('serializationFailure')).toEqual({ status: 503, type: 'SERVICE_UNAVAILABLE' });
  });
});

describe('a database that is away', () => {
  it('is told by a refused or dropped connection, or the server shutting down, among the causes', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseAway(refused)).toBe(true);
    expect(
      isDatabaseAway(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseAway(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(
      isDatabaseAway(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ).toBe(true);
  });

  it('is not a failure without a cause', () => {
    expect(isDatabaseAway(new Error('no code'))).toBe(false);
    expect(isDatabaseAway(undefined)).toBe(false);
  });
});
