import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessages, formatBytes, retryWhileAwaySeconds } from './app-error.ts';
import {
  isCheckViolation,
  isDatabaseAway,
  isForeignKeyViolation,
  isRefusedDatabaseValue,
  isTransactionConflict,
  isUniqueViolation,
} from './database-errors.ts';
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

/** Answers a request no route matched, before the API's NOT_FOUND envelope; true when it did. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Every answer is an envelope, failures included: typed refusals keep their `meta.type`, invalid
 * input gets a 400 with a reason per field, the body parser's refusals get their status. A database
 * refusal no module caught is answered by what it means (decision 0147): a refused value is a 400,
 * a write that clashes with saved data a 409, a database away or a transaction that met another a
 * 503. Anything unexpected is logged and answered as a 500 that reveals nothing of the internals.
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
    if (isRefusedDatabaseValue(error) || isCheckViolation(error)) {
      request.log.warn({ err: error }, 'the database refused a value the contract let through');
      return reply.code(400).send(errorEnvelope('VALIDATION_ERROR', errorMessages.invalidInput));
    }
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) {
      request.log.warn({ err: error }, 'a write clashed with the saved data and no module caught it');
      return reply.code(409).send(errorEnvelope('CONFLICT', errorMessages.conflict));
    }
    const away = isDatabaseAway(error);
    if (away || isTransactionConflict(error)) {
      request.log.warn({ err: error }, away ? 'the database is away' : 'the transaction met another');
      return reply
        .code(503)
        .header('retry-after', String(retryWhileAwaySeconds))
        .send(
          errorEnvelope('SERVICE_UNAVAILABLE', away ? errorMessages.databaseAway : errorMessages.unavailable),
        );
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
      return errorMessages.payloadTooLarge(formatBytes(request.routeOptions.bodyLimit ?? 0));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorMessages.unsupportedMediaType(request.headers['content-type'] ?? '');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorMessages.invalidJson;
    default:
      return error instanceof SyntaxError ? errorMessages.invalidJson : error.message;
  }
}
