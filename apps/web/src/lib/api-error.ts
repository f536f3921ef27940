/** Why a call did not give the data it asked for. */
export type ApiFailure =
  | { kind: 'timeout' }
  | { kind: 'no-response' }
  | { kind: 'http'; status: number; body: unknown; requestId?: string }
  | { kind: 'invalid-response'; status: number; issue: string };

/** The call that failed, for the error report. */
export interface FailedRequest {
  method: string;
  url: string;
}

export class ApiError extends Error {
  readonly failure: ApiFailure;
  readonly request: FailedRequest | undefined;
  /** Whether the client already showed or did what the error catalogue asks for. */
  handled = false;
  /** Told in the global error modal: a form does not repeat it above its fields. */
  shownInErrorModal = false;

  constructor(failure: ApiFailure, request?: FailedRequest) {
    super(describeFailure(failure));
    this.name = 'ApiError';
    this.failure = failure;
    this.request = request;
  }

  get status(): number | undefined {
    return 'status' in this.failure ? this.failure.status : undefined;
  }

  /** `meta.type` of the error answer (`NOT_FOUND`, `CONTEST_EXPIRED`, …), when there is one. */
  get type(): string | undefined {
    return this.failure.kind === 'http' ? readErrorBody(this.failure.body).type : undefined;
  }

  /** Reasons per field (`TalentEducation.0.GPA` → message) of a 400 answer, for the form to show. */
  get fields(): Record<string, string> {
    return this.failure.kind === 'http' ? readErrorBody(this.failure.body).fields : {};
  }
}

function describeFailure(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'http':
      return `HTTP ${failure.status}: ${readErrorBody(failure.body).error ?? readErrorBody(failure.body).message ?? ''}`;
    case 'invalid-response':
      return `Unexpected answer (HTTP ${failure.status}): ${failure.issue}`;
    default:
      return failure.kind;
  }
}

interface ErrorBody {
  type?: string;
  message?: string;
  error?: string;
  fields: Record<string, string>;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads an error answer without trusting its shape: proxies and crashes answer with anything. */
export function readErrorBody(body: unknown): ErrorBody {
  if (typeof body !== 'object' || body === null) return { error: nonEmpty(body), fields: {} };
  const record = body as Record<string, unknown>;
  const meta = (typeof record.meta === 'object' && record.meta !== null ? record.meta : {}) as Record<
    string,
    unknown
  >;
  const fields =
    typeof record.fields === 'object' && record.fields !== null
      ? Object.fromEntries(
          Object.entries(record.fields).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  return {
    type: nonEmpty(meta.type),
    message: nonEmpty(meta.message),
    error: nonEmpty(record.error),
    fields,
  };
}

/** What the app does about a failed call (spec section 8). */
export type ErrorReaction =
  | { kind: 'ignore' }
  | { kind: 'go-to-not-found' }
  | { kind: 'session-expired' }
  | { kind: 'no-response' }
  | { kind: 'show-message'; message: string | null; report: boolean };

/** The recommendation service fails often and harmlessly; the spec asks to say nothing. */
export const ignoredErrorMessage = 'Error in talent recommendations service.';

export interface ClassifyOptions {
  /** The message the calling screen wants instead of the server's. */
  customMessage?: string;
}

/**
 * The client side of the error catalogue as one pure decision. `show-message` with a null message
 * means the answer carried no text: the app shows its generic message.
 */
export function classifyApiError(failure: ApiFailure, options: ClassifyOptions = {}): ErrorReaction {
  if (failure.kind === 'timeout' || failure.kind === 'no-response') return { kind: 'no-response' };
  if (failure.kind === 'invalid-response') {
    return { kind: 'show-message', message: options.customMessage ?? null, report: false };
  }

  const body = readErrorBody(failure.body);
  if (body.message === ignoredErrorMessage || body.error === ignoredErrorMessage) return { kind: 'ignore' };
  if (body.type === 'NOT_FOUND') return { kind: 'go-to-not-found' };
  if (body.type === 'SESSION_EXPIRED') return { kind: 'session-expired' };

  const serverMessage = failure.status >= 500 ? (body.message ?? body.error) : (body.error ?? body.message);
  return {
    kind: 'show-message',
    message: options.customMessage ?? serverMessage ?? null,
    report: (failure.status === 400 || failure.status === 404) && body.type === undefined,
  };
}
