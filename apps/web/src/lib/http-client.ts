import {
  type BodyOf,
  clientErrorLimits,
  type DataOf,
  type Endpoint,
  fillPath,
  type Meta,
  type ParamsOf,
  type QueryOf,
  submitClientErrorReport,
} from '@talent/contract';
import { safeParse } from 'zod/mini';
import {
  ApiError,
  type ApiFailure,
  type ClassifyOptions,
  classifyApiError,
  readErrorBody,
} from './api-error';
import { readAuthToken } from './auth-storage';
import { showErrorModal } from './error-modal';
import { i18n } from './i18n';
import { toFormData, toQueryString, toUrlEncoded } from './request-body';
import { getRuntimeConfig } from './runtime-config';
import { sendWithProgress } from './send-with-progress';
import { showErrorToast } from './toast';

/** Spec section 7: a call that has not answered after 60 s resolves with the text `timeout`. */
export const requestTimeoutMs = 60_000;
export const timeoutResult = 'timeout';

export interface CallInput<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

export interface CallOptions extends ClassifyOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * `false` when the screen decides about failures itself (quiet login errors, CONTEST_EXPIRED moving
   * to timesup, the ignored 500 of a survey save): the error is thrown untold. Inside TanStack Query
   * the global handler still tells it unless the screen sets `error.handled = true`.
   */
  handleErrors?: boolean;
  /**
   * Told how much of the body has gone (0-100), for a file's progress bar; then 100 once the
   * server has it all.
   */
  onUploadProgress?: (percent: number) => void;
}

export interface ApiResponse<Data> {
  data: Data;
  meta: Meta;
  status: number;
}

/** The full URL of a call: the group's base from runtime configuration, then the spec's path. */
export function endpointUrl(endpoint: Endpoint, input: { params?: unknown; query?: unknown } = {}): string {
  const base = getRuntimeConfig().serviceBases[endpoint.group].replace(/\/+$/, '');
  const path = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
  return `${base}${path}${toQueryString(input.query)}`;
}

function encodeBody(endpoint: Endpoint, body: unknown, headers: Headers): XMLHttpRequestBodyInit | undefined {
  if (body === undefined) return undefined;
  switch (endpoint.bodyType ?? 'json') {
    case 'multipart':
      // A form built by hand (a file beside its fields) goes as it is.
      return body instanceof FormData ? body : toFormData(body);
    case 'form':
      return toUrlEncoded(body);
    default:
      headers.set('Content-Type', 'application/json');
      return JSON.stringify(body);
  }
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function readMeta(body: unknown): Meta {
  const meta = typeof body === 'object' && body !== null ? (body as { meta?: unknown }).meta : undefined;
  return typeof meta === 'object' && meta !== null ? (meta as Meta) : { message: '' };
}

/**
 * The one way the app talks to the server. Reads the contract endpoint (method, group, `{param}`
 * path, query, JSON / multipart / url-encoded body), sends the stored token, parses the answer with
 * the endpoint's schema, and reacts to failures as the error catalogue says unless told not to.
 * Resolves with `'timeout'` when the server has not answered in time; throws `ApiError` otherwise.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  options: CallOptions = {},
): Promise<ApiResponse<DataOf<E>> | typeof timeoutResult> {
  const url = endpointUrl(endpoint, input);
  // The server answers its messages in the language on screen (issue #35), whatever the browser prefers.
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': i18n.language,
    ...options.headers,
  });
  const token = readAuthToken();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  const body = encodeBody(endpoint, input.body, headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs);
  const cancel = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', cancel);

  const fail = (failure: ApiFailure): ApiError => {
    const error = new ApiError(failure, { method: endpoint.method, url });
    if (options.handleErrors !== false) reactToApiError(error, options);
    return error;
  };

  try {
    if (options.signal?.aborted) cancel();
    let status: number;
    let answer: unknown;
    let requestId: string | undefined;
    try {
      const init = { method: endpoint.method, headers, body, signal: controller.signal };
      const response =
        options.onUploadProgress === undefined
          ? await fetch(url, init)
          : await sendWithProgress(url, init, options.onUploadProgress);
      status = response.status;
      requestId = response.headers.get('x-request-id') ?? undefined;
      answer = parseJson(await response.text());
    } catch (error) {
      if (timedOut) {
        fail({ kind: 'timeout' });
        return timeoutResult;
      }
      // A cancelled call (page left, query dropped) is not a failure to tell anyone about.
      if (options.signal?.aborted) throw error;
      throw fail({ kind: 'no-response' });
    }

    // The session was replaced while this call was out (a password change answers a new one and
    // ends the old): the refusal is of the old token, so the call is made again with the new one.
    if (status === 401 && token !== null && readAuthToken() !== token) {
      clearTimeout(timer);
      return callEndpoint(endpoint, input, options);
    }
    if (status < 200 || status >= 300) throw fail({ kind: 'http', status, body: answer, requestId });
    const parsed = safeParse(endpoint.data, (answer as { data?: unknown } | null)?.data);
    if (!parsed.success) throw fail({ kind: 'invalid-response', status, issue: parsed.error.message });
    return { data: parsed.data as DataOf<E>, meta: readMeta(answer), status };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

export interface QueryCallOptions extends CallOptions {
  /**
   * Which failures the screen shows itself (a form's field reasons, a prompt): those are marked
   * handled before TanStack Query hands the error to the app's handler, which tells the rest.
   * Without it, every failure is told at once.
   */
  claim?: (error: ApiError) => boolean;
}

/**
 * The `claim` of an aside (the bell, a dashboard piece, a link preview): whatever fails, the aside
 * goes without rather than put a message on the page.
 */
export const quietly = (): boolean => true;

/**
 * The `claim` of a page a mail's link opens (`components/ui/mail-link-page.tsx`): a link the server
 * does not know, has used up or finds mangled is the page's to tell.
 */
export const deadMailLink = (error: ApiError): boolean =>
  error.status === 400 || error.status === 404 || error.status === 410;

/**
 * The one way a query or mutation calls the API: the answer, or a thrown `ApiError` (a timeout
 * included), so TanStack Query sees every failure as an error and it is told exactly once.
 */
export async function queryEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  options: QueryCallOptions = {},
): Promise<ApiResponse<DataOf<E>>> {
  const { claim, ...rest } = options;
  const timeout = () =>
    new ApiError({ kind: 'timeout' }, { method: endpoint.method, url: endpointUrl(endpoint, input) });
  if (claim === undefined) {
    const result = await callEndpoint(endpoint, input, rest);
    if (result !== timeoutResult) return result;
    const error = timeout();
    // Told already by callEndpoint.
    error.handled = true;
    throw error;
  }
  try {
    const result = await callEndpoint(endpoint, input, { ...rest, handleErrors: false });
    if (result === timeoutResult) throw timeout();
    return result;
  } catch (error) {
    if (error instanceof ApiError && claim(error)) error.handled = true;
    throw error;
  }
}

/**
 * The `claim` of the spec's transaction calls (the hiring actions), which answer a refusal with
 * `data.error` (decision 0118): reasons at fields stay the form's; any other refusal or server
 * error opens the global error modal with the answer (spec section 8); session expiry, not found and
 * a missing answer stay the app's handler's.
 */
export function fieldsOrErrorModal(error: ApiError): boolean {
  if (error.failure.kind !== 'http' || classifyApiError(error.failure).kind !== 'show-message') return false;
  if (Object.keys(error.fields).length > 0) return true;
  showErrorModal(error.failure.body);
  error.shownInErrorModal = true;
  return true;
}

/** What reacting to an error may do; the app swaps `navigate` for the router's own. */
export interface ApiErrorEffects {
  navigate: (to: string) => void;
  toast: (message: string) => void;
  report: (error: ApiError) => void;
}

export const sessionExpiredPath = '/logout?type=SESSION_EXPIRED';
export const notFoundPath = '/talent/404';

const defaultEffects: ApiErrorEffects = {
  navigate: (to) => window.location.assign(to),
  toast: (message) => showErrorToast(message),
  report: (error) => {
    void reportClientError(error);
  },
};

let effects: ApiErrorEffects = defaultEffects;

/** Replaces some effects (the router's navigation, a test's recorder); returns the undo. */
export function setApiErrorEffects(next: Partial<ApiErrorEffects>): () => void {
  const previous = effects;
  effects = { ...effects, ...next };
  return () => {
    effects = previous;
  };
}

/** The global error handler: every failed call and every failed query ends here once. */
export function reactToApiError(error: unknown, options: ClassifyOptions = {}): void {
  if (error instanceof ApiError && error.handled) return;
  if (!(error instanceof ApiError)) {
    console.error(error);
    effects.toast(i18n.t('errors:noResponse'));
    return;
  }
  error.handled = true;
  const reaction = classifyApiError(error.failure, options);
  switch (reaction.kind) {
    case 'ignore':
      return;
    case 'go-to-not-found':
      effects.navigate(notFoundPath);
      return;
    case 'session-expired':
      effects.toast(i18n.t('errors:sessionExpired'));
      effects.navigate(sessionExpiredPath);
      return;
    case 'no-response':
      effects.toast(i18n.t('errors:noResponse'));
      return;
    case 'show-message':
      effects.toast(reaction.message ?? i18n.t('errors:noResponse'));
      if (reaction.report) effects.report(error);
  }
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** Sends an unexplained 400/404 to the server's error report; a failing report is dropped quietly. */
export async function reportClientError(error: ApiError): Promise<void> {
  const { failure, request } = error;
  if (failure.kind !== 'http' || request === undefined) return;
  const body = readErrorBody(failure.body);
  try {
    await callEndpoint(
      submitClientErrorReport,
      {
        body: {
          status: failure.status,
          method: clip(request.method, clientErrorLimits.methodLength),
          url: clip(request.url, clientErrorLimits.urlLength),
          message: clip(body.error ?? body.message ?? '', clientErrorLimits.messageLength),
          page: clip(`${window.location.pathname}${window.location.search}`, clientErrorLimits.urlLength),
          ...(failure.requestId === undefined
            ? {}
            : { request_id: clip(failure.requestId, clientErrorLimits.requestIdLength) }),
        },
      },
      // A report about a report would never end.
      { handleErrors: false },
    );
  } catch {
    // The person's work goes on whether or not the report arrived.
  }
}
