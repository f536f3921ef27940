import type { ErrorType } from '@talent/contract';

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

/** The platform's own wording of its refusals; features bring their own from the contract. */
export const errorMessages = {
  notFound: "The page you requested couldn't be found",
  unauthorized: 'Please sign in to continue',
  sessionExpired: 'Session Expired',
  forbidden: 'You may only see and change your own data',
  invalidInput: 'Some fields are not valid; correct them and try again',
  invalidJson: 'The request body is not valid JSON',
  nulCharacter: 'Must not contain a NUL character',
  headersTooLarge: 'The request headers or address are too large',
  badRequest: 'The request could not be read',
  payloadTooLarge: (limitBytes: number) =>
    `The request is too large; the limit is ${formatBytes(limitBytes)}`,
  unsupportedMediaType: (contentType: string) =>
    `Content type ${contentType || '(none)'} is not accepted here`,
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many requests; please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again`,
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  internal: 'Something went wrong on our side; please try again in a moment',
  unavailable: 'The service is not available right now; please try again in a moment',
  databaseAway: 'Our database is not answering right now; please try again in a moment',
  conflict: 'This clashes with a change saved at the same moment; reload the page and try again',
} as const;

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
