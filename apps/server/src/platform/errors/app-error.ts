import { type ErrorType, platformMessages } from '@talent/contract';

/**
 * A refusal a service throws on purpose: it becomes an error envelope with this status,
 * `meta.type` and message. Any error carrying `statusCode`, `type` and optionally `fields` and
 * `retryAfterSeconds` is answered the same way, so modules may keep their own error classes.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly type: ErrorType | (string & {});
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    statusCode: number,
    type: ErrorType | (string & {}),
    message: string,
    details: { fields?: Record<string, string>; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.type = type;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const notFound = (message: string = errorMessages.notFound) => new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (message: string = errorMessages.unauthorized) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const sessionExpired = () => new AppError(401, 'SESSION_EXPIRED', errorMessages.sessionExpired);
export const forbidden = (message: string = errorMessages.forbidden) =>
  new AppError(403, 'FORBIDDEN', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** The platform's own wording of its refusals (in the contract, with their Indonesian); features bring their own. */
export const errorMessages = platformMessages;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** How long a client is asked to wait before trying again while a service we need is away. */
export const retryWhileAwaySeconds = 2;

/**
 * A service the request needs (the file store, the mail server) failed or is away: nothing the
 * request did wrong, and the same request will work once it is back. The failure is kept as the
 * cause for the log.
 */
export const serviceAway = (cause: unknown) =>
  new AppError(503, 'SERVICE_UNAVAILABLE', errorMessages.unavailable, {
    retryAfterSeconds: retryWhileAwaySeconds,
    cause,
  });
