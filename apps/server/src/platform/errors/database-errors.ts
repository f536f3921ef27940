/**
 * What the database said when it refused a statement, read the same way on PGlite and on
 * node-postgres. Both put PostgreSQL's SQLSTATE in `code` and the refusing constraint's name in
 * `constraint`; Drizzle wraps the driver's error and keeps it as `cause`, and a module may wrap it
 * again, so every predicate looks through the causes. Modules ask these instead of spelling codes.
 */

/** The SQLSTATEs a module may meet (PostgreSQL's appendix A). */
const sqlStates = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** How deep a chain of causes is followed: deep enough for driver, Drizzle and a module's own wrap. */
const deepestCause = 5;

interface Cause {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function* causesOf(error: unknown): Generator<Cause> {
  let cause = error;
  for (let depth = 0; cause && typeof cause === 'object' && depth < deepestCause; depth += 1) {
    yield cause as Cause;
    cause = (cause as Cause).cause;
  }
}

/** The first cause with this SQLSTATE, and, when `constraint` is given, that constraint's name. */
function refusalOf(error: unknown, code: string, constraint?: string): Cause | undefined {
  for (const cause of causesOf(error)) {
    if (cause.code !== code) continue;
    return constraint === undefined || cause.constraint === constraint ? cause : undefined;
  }
  return undefined;
}

/** A unique index or key refused a second row with the same value (23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return refusalOf(error, sqlStates.uniqueViolation, constraint) !== undefined;
}

/** A foreign key refused an id that names no row, or a delete of a row still named (23503). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return refusalOf(error, sqlStates.foreignKeyViolation, constraint) !== undefined;
}

/** A check constraint refused the row (23514). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return refusalOf(error, sqlStates.checkViolation, constraint) !== undefined;
}

/**
 * Two transactions got in each other's way (a serialization failure or a deadlock): nothing the
 * request did wrong, and the same request will most likely work when sent again.
 */
export function isTransactionConflict(error: unknown): boolean {
  return (
    refusalOf(error, sqlStates.serializationFailure) !== undefined ||
    refusalOf(error, sqlStates.deadlockDetected) !== undefined
  );
}

/** The name of the constraint that refused the statement, for a module telling its limits apart. */
export function constraintOf(error: unknown): string | undefined {
  for (const { constraint } of causesOf(error)) if (typeof constraint === 'string') return constraint;
  return undefined;
}

/**
 * The database's own refusal of a value (SQLSTATE class 22: a number out of its column's range,
 * text it cannot hold). Such a value got past the contract, so the request is at fault.
 */
export function isRefusedDatabaseValue(error: unknown): boolean {
  for (const { code } of causesOf(error))
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  return false;
}

/** SQLSTATEs of a server going away or not taking connections yet (class 08, and 57P01 to 57P03). */
const databaseAwayCode = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** Socket failures of the connection to the database. */
const databaseAwaySocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres's own words for a connection that ended or never came, which carry no code. */
const databaseAwayMessage =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * The database is away (restarting, unreachable): nothing the request or the code did wrong, and
 * the same request will work once it is back.
 */
export function isDatabaseAway(error: unknown): boolean {
  for (const { code, message } of causesOf(error)) {
    if (typeof code === 'string' && (databaseAwayCode.test(code) || databaseAwaySocketCodes.has(code)))
      return true;
    if (typeof message === 'string' && databaseAwayMessage.test(message)) return true;
  }
  return false;
}
