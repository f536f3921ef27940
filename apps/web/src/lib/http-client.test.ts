import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultServiceBases, defineEndpoint, type ServiceGroup } from '@talent/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { sendUploadsThroughFetch } from '@/test/uploads';
import { ApiError } from './api-error';
import { writeAuth } from './auth-storage';
import {
  callEndpoint,
  queryEndpoint,
  reactToApiError,
  requestTimeoutMs,
  sessionExpiredPath,
  setApiErrorEffects,
} from './http-client';
import { i18n } from './i18n';
import { setRuntimeConfig } from './runtime-config';

/** A small real server that answers as told and remembers what it was sent. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = { status: number; body?: unknown; raw?: string };

let server: Server;
let origin: string;
const received: Received[] = [];
let answerFor: (request: Received) => Answer = () => ({
  status: 200,
  body: { data: null, meta: { message: 'ok' } },
});

beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    received.push(seen);
    const answer = answerFor(seen);
    response.writeHead(answer.status, {
      'Content-Type': answer.raw === undefined ? 'application/json' : 'text/html',
      'X-Request-Id': `request-${received.length}`,
    });
    response.end(answer.raw ?? JSON.stringify(answer.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

const effects = { navigate: vi.fn(), toast: vi.fn(), report: vi.fn() };
let restoreEffects: () => void;

beforeEach(() => {
  received.length = 0;
  const serviceBases = Object.fromEntries(
    Object.entries(defaultServiceBases).map(([group, base]) => [group, `${origin}${base}`]),
  ) as Record<ServiceGroup, string>;
  setRuntimeConfig({ serviceBases });
  effects.navigate = vi.fn();
  effects.toast = vi.fn();
  effects.report = vi.fn();
  restoreEffects = setApiErrorEffects(effects);
});

afterEach(() => {
  restoreEffects();
});

const getJob = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/v2/jobs/{id}',
  summary: 'A job',
  access: 'talent',
  params: z.object({ id: z.number() }),
  query: z.object({ talent_id: z.optional(z.number()), search: z.optional(z.string()) }),
  data: z.object({ id: z.number(), position_name: z.string() }),
});

const applyToJob = defineEndpoint({
  method: 'POST',
  group: 'talentV2',
  path: '/v2/jobs/{id}/apply',
  summary: 'Apply',
  access: 'talent',
  params: z.object({ id: z.number() }),
  body: z.object({ product_id: z.number(), talent_id: z.number() }),
  data: z.object({ applied: z.boolean() }),
});

const uploadCv = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/talent/{id}/uploadcv',
  summary: 'Upload a CV',
  access: 'talent',
  params: z.object({ id: z.number() }),
  body: z.object({ CV: z.instanceof(File) }),
  bodyType: 'multipart',
  data: z.object({ cv_url: z.string() }),
});

const saveSurvey = defineEndpoint({
  method: 'PUT',
  group: 'talentV1',
  path: '/talent/{id}/surveys',
  summary: 'Survey',
  access: 'talent',
  params: z.object({ id: z.number() }),
  body: z.object({ answers: z.array(z.object({ survey_source_id: z.number(), description: z.string() })) }),
  bodyType: 'form',
  successStatus: 201,
  data: z.null(),
});

describe('callEndpoint', () => {
  it("sends the contract's method and path under the group's base, with the query and the stored token", async () => {
    writeAuth({ id: 7, type: 'talent', token: 'secret-token', onboarded: { status: true, last_page: 3 } });
    answerFor = () => ({
      status: 200,
      body: { data: { id: 12, position_name: 'Backend Engineer' }, meta: { message: 'ok' } },
    });

    const answer = await callEndpoint(getJob, {
      params: { id: 12 },
      query: { talent_id: 7, search: undefined },
    });

    expect(answer).toEqual({
      data: { id: 12, position_name: 'Backend Engineer' },
      meta: { message: 'ok' },
      status: 200,
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url).toBe('/api/talent/v2/v2/jobs/12?talent_id=7');
    expect(received[0]?.headers.authorization).toBe('Bearer secret-token');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    answerFor = () => ({
      status: 200,
      body: { data: { id: 1, position_name: 'QA' }, meta: { message: 'ok' } },
    });
    await callEndpoint(getJob, { params: { id: 1 } });
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('asks the server to answer in the language on screen', async () => {
    answerFor = () => ({
      status: 200,
      body: { data: { id: 1, position_name: 'QA' }, meta: { message: 'ok' } },
    });
    try {
      await i18n.changeLanguage('id');
      await callEndpoint(getJob, { params: { id: 1 } });
    } finally {
      await i18n.changeLanguage('en');
    }
    await callEndpoint(getJob, { params: { id: 1 } });
    expect(received.map((request) => request.headers['accept-language'])).toEqual(['id', 'en']);
  });

  it('sends a JSON body', async () => {
    answerFor = () => ({ status: 200, body: { data: { applied: true }, meta: { message: 'Applied' } } });
    const answer = await callEndpoint(applyToJob, {
      params: { id: 4 },
      body: { product_id: 4, talent_id: 7 },
    });
    expect(answer).toMatchObject({ data: { applied: true }, meta: { message: 'Applied' } });
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ product_id: 4, talent_id: 7 });
  });

  it('sends files as multipart form data, letting the browser set the boundary', async () => {
    // jsdom's FormData cannot go through Node's fetch, so this one call is caught before the wire.
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(
        JSON.stringify({ data: { cv_url: '/files/cv.pdf' }, meta: { message: 'Uploaded' } }),
      );
    });
    const cv = new File(['%PDF-1.7 my cv'], 'cv.pdf', { type: 'application/pdf' });

    const answer = await callEndpoint(uploadCv, { params: { id: 7 }, body: { CV: cv } });

    expect(answer).toMatchObject({ data: { cv_url: '/files/cv.pdf' }, meta: { message: 'Uploaded' } });
    expect(sent[0]?.url).toBe(`${origin}/api/talent/v1/talent/7/uploadcv`);
    expect(sent[0]?.init.method).toBe('PATCH');
    const body = sent[0]?.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('CV') as File).name).toBe('cv.pdf');
    expect(new Headers(sent[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('tells how much of an upload has gone, then answers like any call', async () => {
    writeAuth({ id: 7, type: 'talent', token: 'secret-token', onboarded: { status: true, last_page: 3 } });
    sendUploadsThroughFetch();
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(
        JSON.stringify({ data: { cv_url: '/files/cv.pdf' }, meta: { message: 'Uploaded' } }),
        { headers: { 'X-Request-Id': 'request-1' } },
      );
    });
    const progress: number[] = [];
    const cv = new File(['%PDF-1.7 my cv'], 'cv.pdf', { type: 'application/pdf' });

    const answer = await callEndpoint(
      uploadCv,
      { params: { id: 7 }, body: { CV: cv } },
      { onUploadProgress: (percent) => progress.push(percent) },
    );

    expect(answer).toEqual({ data: { cv_url: '/files/cv.pdf' }, meta: { message: 'Uploaded' }, status: 200 });
    expect(progress).toEqual([50, 100, 100]);
    expect(sent[0]?.url).toBe(`${origin}/api/talent/v1/talent/7/uploadcv`);
    expect(sent[0]?.init.method).toBe('PATCH');
    expect(new Headers(sent[0]?.init.headers).get('Authorization')).toBe('Bearer secret-token');
    // What the server reads: the multipart form the upload sent.
    const form = await new Request(sent[0]?.url ?? '', sent[0]?.init).formData();
    expect((form.get('CV') as File | null)?.name).toBe('cv.pdf');
  });

  it("refuses an upload with the server's reasons and request id, told like any call", async () => {
    sendUploadsThroughFetch();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: 'CV must be a PDF', fields: { CV: 'CV must be a PDF' } }), {
          status: 400,
          headers: { 'X-Request-Id': 'request-9' },
        }),
    );
    const cv = new File(['MZ'], 'cv.pdf', { type: 'application/pdf' });

    const failure = (await callEndpoint(
      uploadCv,
      { params: { id: 7 }, body: { CV: cv } },
      { onUploadProgress: () => {} },
    ).catch((error: unknown) => error)) as ApiError;

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(400);
    expect(failure.fields).toEqual({ CV: 'CV must be a PDF' });
    expect(failure.failure).toMatchObject({ requestId: 'request-9' });
    expect(effects.toast).toHaveBeenCalledWith('CV must be a PDF');
  });

  it('sends a url-encoded form where the contract asks for one', async () => {
    answerFor = () => ({ status: 201, body: { data: null, meta: { message: 'Saved' } } });
    const answer = await callEndpoint(saveSurvey, {
      params: { id: 7 },
      body: { answers: [{ survey_source_id: 99, description: 'A friend' }] },
    });
    expect(answer).toMatchObject({ status: 201, meta: { message: 'Saved' } });
    expect(received[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(received[0]?.body).get('answers[0][description]')).toBe('A friend');
  });

  it('goes to /talent/404 when the server says NOT_FOUND', async () => {
    answerFor = () => ({
      status: 404,
      body: { data: null, meta: { message: 'Not found', type: 'NOT_FOUND' }, error: 'No job 5' },
    });
    const failure = await callEndpoint(getJob, { params: { id: 5 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).type).toBe('NOT_FOUND');
    expect(effects.navigate).toHaveBeenCalledWith('/talent/404');
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it("ends an expired session with the 'Session Expired' toast", async () => {
    answerFor = () => ({
      status: 401,
      body: { data: null, meta: { message: 'Session expired', type: 'SESSION_EXPIRED' }, error: 'expired' },
    });
    await expect(callEndpoint(getJob, { params: { id: 5 } })).rejects.toBeInstanceOf(ApiError);
    expect(effects.toast).toHaveBeenCalledWith('Session Expired');
    expect(effects.navigate).toHaveBeenCalledWith(sessionExpiredPath);
    expect(sessionExpiredPath).toBe('/logout?type=SESSION_EXPIRED');
  });

  it('calls again with the new token when the session was replaced while the call was out', async () => {
    writeAuth({
      id: 7,
      type: 'talent',
      token: 'old-token',
      onboarded: { status: true, last_page: 3, password_created: true },
    });
    answerFor = (request) => {
      if (request.headers.authorization === 'Bearer new-token')
        return { status: 200, body: { data: { id: 5, position_name: 'Analyst' }, meta: { message: 'ok' } } };
      // A password change elsewhere on the page stored a new session and ended this one.
      writeAuth({
        id: 7,
        type: 'talent',
        token: 'new-token',
        onboarded: { status: true, last_page: 3, password_created: true },
      });
      return {
        status: 401,
        body: { data: null, meta: { message: 'Session expired', type: 'SESSION_EXPIRED' }, error: 'expired' },
      };
    };
    const answer = await callEndpoint(getJob, { params: { id: 5 } });
    expect(answer).toMatchObject({ data: { position_name: 'Analyst' } });
    expect(received.map((request) => request.headers.authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('shows the error field of a 4xx answer, and meta.message of a 5xx one', async () => {
    answerFor = () => ({
      status: 409,
      body: { data: null, meta: { message: 'Conflict', type: 'CONFLICT' }, error: 'You already applied' },
    });
    await expect(
      callEndpoint(applyToJob, { params: { id: 4 }, body: { product_id: 4, talent_id: 7 } }),
    ).rejects.toThrow();
    answerFor = () => ({
      status: 500,
      body: { data: null, meta: { message: 'Try again later', type: 'INTERNAL_ERROR' }, error: 'boom' },
    });
    await expect(callEndpoint(getJob, { params: { id: 4 } })).rejects.toThrow();
    expect(effects.toast.mock.calls).toEqual([['You already applied'], ['Try again later']]);
    expect(effects.report).not.toHaveBeenCalled();
  });

  it("shows the screen's own message instead of the server's", async () => {
    answerFor = () => ({
      status: 409,
      body: { data: null, meta: { message: 'Conflict', type: 'CONFLICT' }, error: 'x' },
    });
    await expect(
      callEndpoint(
        applyToJob,
        { params: { id: 4 }, body: { product_id: 4, talent_id: 7 } },
        { customMessage: 'Apply failed' },
      ),
    ).rejects.toThrow();
    expect(effects.toast).toHaveBeenCalledWith('Apply failed');
  });

  it('says nothing when the recommendation service fails', async () => {
    answerFor = () => ({
      status: 500,
      body: {
        data: null,
        meta: { message: 'Error in talent recommendations service.', type: 'INTERNAL_ERROR' },
        error: 'x',
      },
    });
    await expect(callEndpoint(getJob, { params: { id: 4 } })).rejects.toThrow();
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('reports a 400 or 404 without meta.type, and shows it', async () => {
    answerFor = () => ({ status: 404, raw: '<html><body>Not Found</body></html>' });
    const failure = (await callEndpoint(getJob, { params: { id: 4 } }).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(effects.report).toHaveBeenCalledWith(failure);
    expect(failure.request).toEqual({ method: 'GET', url: `${origin}/api/talent/v2/v2/jobs/4` });
    expect(effects.toast).toHaveBeenCalledWith('<html><body>Not Found</body></html>');
  });

  it("sends the report to the server's error-report endpoint, and a failing report changes nothing", async () => {
    restoreEffects();
    restoreEffects = setApiErrorEffects({ navigate: effects.navigate, toast: effects.toast });
    window.history.pushState({}, '', '/talent/job/4?tab=detail');
    answerFor = (request) =>
      request.url === '/api/app/v1/client-errors'
        ? {
            status: 500,
            body: { data: null, meta: { message: 'Down', type: 'INTERNAL_ERROR' }, error: 'down' },
          }
        : {
            status: 400,
            body: { data: null, meta: { message: 'Bad request' }, error: 'talent_id is missing' },
          };

    await expect(callEndpoint(getJob, { params: { id: 4 } })).rejects.toBeInstanceOf(ApiError);

    await vi.waitFor(() => expect(received).toHaveLength(2));
    const report = received[1];
    expect(report?.method).toBe('POST');
    expect(report?.url).toBe('/api/app/v1/client-errors');
    expect(JSON.parse(report?.body ?? '')).toEqual({
      status: 400,
      method: 'GET',
      url: `${origin}/api/talent/v2/v2/jobs/4`,
      message: 'talent_id is missing',
      page: '/talent/job/4?tab=detail',
      request_id: 'request-1',
    });
    expect(effects.toast.mock.calls).toEqual([['talent_id is missing']]);
  });

  it('leaves failures to the screen when told to, and still throws', async () => {
    answerFor = () => ({
      status: 401,
      body: { data: null, meta: { message: 'Unverified', type: 'UNAUTHORIZED' }, error: 'verify' },
    });
    const failure = (await callEndpoint(getJob, { params: { id: 4 } }, { handleErrors: false }).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure.status).toBe(401);
    expect(failure.handled).toBe(false);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('treats an answer that breaks the contract as an error', async () => {
    answerFor = () => ({ status: 200, body: { data: { id: 'twelve' }, meta: { message: 'ok' } } });
    const failure = (await callEndpoint(getJob, { params: { id: 12 } }).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure.failure.kind).toBe('invalid-response');
    expect(effects.toast).toHaveBeenCalledWith('Encountered server error or connection timeout');
  });

  it('tells the person when no server answers at all', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    setRuntimeConfig({
      serviceBases: { ...defaultServiceBases, talentV2: `http://127.0.0.1:${port}/api/talent/v2` },
    });
    const failure = (await callEndpoint(getJob, { params: { id: 1 } }).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure.failure.kind).toBe('no-response');
    expect(effects.toast).toHaveBeenCalledWith('Encountered server error or connection timeout');
  });
});

describe('the 60 s timeout', () => {
  /** A server that never answers, standing in for fetch: it only ends when the call is aborted. */
  function stubHangingFetch() {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it("resolves with the text 'timeout' after 60,000 ms and tells the person", async () => {
    vi.useFakeTimers();
    stubHangingFetch();
    const call = callEndpoint(getJob, { params: { id: 1 } });
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(effects.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toBe('timeout');
    expect(requestTimeoutMs).toBe(60_000);
    expect(effects.toast).toHaveBeenCalledWith('Encountered server error or connection timeout');
  });

  it('gives up on an upload after 60,000 ms too', async () => {
    vi.useFakeTimers();
    stubHangingFetch();
    sendUploadsThroughFetch();
    const cv = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const call = callEndpoint(
      uploadCv,
      { params: { id: 7 }, body: { CV: cv } },
      { onUploadProgress: () => {} },
    );
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    await expect(call).resolves.toBe('timeout');
    expect(effects.toast).toHaveBeenCalledWith('Encountered server error or connection timeout');
  });

  it('lets query functions see a timeout as an error', async () => {
    vi.useFakeTimers();
    stubHangingFetch();
    const call = queryEndpoint(getJob, { params: { id: 1 } }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    const failure = (await call) as ApiError;
    expect(failure.failure.kind).toBe('timeout');
    expect(failure.handled).toBe(true);
  });

  it('does not tell anyone about a call the app cancelled', async () => {
    stubHangingFetch();
    const controller = new AbortController();
    const call = callEndpoint(getJob, { params: { id: 1 } }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow();
    expect(effects.toast).not.toHaveBeenCalled();
  });
});

describe('the global error handler', () => {
  it('tells each failure once, and something for errors that are not API errors', async () => {
    answerFor = () => ({
      status: 409,
      body: { data: null, meta: { message: 'Conflict', type: 'CONFLICT' }, error: 'Taken' },
    });
    const failure = await callEndpoint(getJob, { params: { id: 1 } }).catch((error: unknown) => error);
    reactToApiError(failure);
    expect(effects.toast).toHaveBeenCalledTimes(1);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    reactToApiError(new TypeError('x is undefined'));
    expect(effects.toast).toHaveBeenLastCalledWith('Encountered server error or connection timeout');
  });
});
