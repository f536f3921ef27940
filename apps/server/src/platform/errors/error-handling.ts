import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessages, retryWhileAwaySeconds } from './app-error.ts';
import { errorEnvelope, type FieldIssue, fieldReasons } from './error-envelope.ts';

/** `meta.type` of a refusal that does not name its own, by HTTP status. */
const typeByStatus: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

interface TypedFailure {
  statusCode: number;
  type: string;
  message: string;
  fields?: Record<string, string> | undefined;
  retryAfterSeconds?: number | undefined;
}

/** Failures a service means, above 499: an outside service or the database is away. */
const deliberateServerStatuses = new Set([502, 503, 504]);

function isTypedFailure(error: unknown): error is TypedFailure {
  const candidate = error as Partial<TypedFailure> | null;
  return (
    typeof candidate?.statusCode === 'number' &&
    ((candidate.statusCode >= 400 && candidate.statusCode < 500) ||
      deliberateServerStatuses.has(candidate.statusCode)) &&
    typeof candidate.type === 'string'
  );
}

/**
 * The database's own refusal of a value (SQLSTATE class 22: a number out of its column's range,
 * text it cannot hold), somewhere in the error's causes. Such a value got past the contract, so
 * the request is at fault, not the server: a 400, logged so the contract can be tightened.
 */
export function isRefusedDatabaseValue(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
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
 * The database is away (restarting, unreachable), somewhere in the error's causes: nothing the
 * request or the code did wrong, and the same request will work once it is back, so a 503.
 */
export function isDatabaseAway(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (databaseAwayCode.test(code) || databaseAwaySocketCodes.has(code)))
      return true;
    if (typeof message === 'string' && databaseAwayMessage.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Answers a request no route matched, before the API's NOT_FOUND envelope; true when it did. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Every answer is an envelope, failures included: typed refusals keep their `meta.type`, invalid
 * input gets a 400 with a reason per field, the body parser's refusals get their status, and
 * anything unexpected is logged and answered as a 500 that reveals nothing of the internals.
 * Install before any route: a route keeps the error handler it was registered under.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? errorMessages.invalidInput,
      }));
      const first = issues[0]?.message ?? errorMessages.invalidInput;
      return reply
        .code(400)
        .send(errorEnvelope('VALIDATION_ERROR', errorMessages.invalidInput, first, fieldReasons(issues)));
    }
    if (isTypedFailure(error)) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'a service the request needs is away');
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', Math.ceil(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send(errorEnvelope(error.type, error.message, error.message, error.fields));
    }
    if (isRefusedDatabaseValue(error)) {
      request.log.warn({ err: error }, 'the database refused a value the contract let through');
      return reply.code(400).send(errorEnvelope('VALIDATION_ERROR', errorMessages.invalidInput));
    }
    if (isDatabaseAway(error)) {
      request.log.warn({ err: error }, 'the database is away');
      return reply
        .code(503)
        .header('retry-after', String(retryWhileAwaySeconds))
        .send(errorEnvelope('SERVICE_UNAVAILABLE', errorMessages.databaseAway));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const message = clientErrorMessage(error, request);
      return reply.code(status).send(errorEnvelope(typeByStatus[status] ?? 'BAD_REQUEST', message));
    }
    request.log.error({ err: error }, 'request failed');
    const unavailable = status === 503;
    return reply
      .code(unavailable ? 503 : 500)
      .send(
        errorEnvelope(
          unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
          unavailable ? errorMessages.unavailable : errorMessages.internal,
        ),
      );
  });
}

/** A request no route matched: the fallback's (the web app's pages) or a NOT_FOUND envelope. */
export function installNotFoundHandler(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    const path = request.url.split('?')[0];
    return reply
      .code(404)
      .send(
        errorEnvelope(
          'NOT_FOUND',
          errorMessages.notFound,
          `${request.method} ${path} is not an endpoint of this API`,
        ),
      );
  });
}

/** Fastify's own 4xx wording, made plainer where a person may read it. */
function clientErrorMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorMessages.payloadTooLarge(request.routeOptions.bodyLimit ?? 0);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorMessages.unsupportedMediaType(request.headers['content-type'] ?? '');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorMessages.invalidJson;
    default:
      return error instanceof SyntaxError ? errorMessages.invalidJson : error.message;
  }
}
