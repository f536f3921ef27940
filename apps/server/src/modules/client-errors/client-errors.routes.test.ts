import { clientErrorMessages, submitClientErrorReport } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeUrlOf } from '../../platform/routes/register-endpoint.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { clientErrorReportsPerMinute, registerClientErrorRoutes } from './client-errors.routes.ts';

const url = routeUrlOf(submitClientErrorReport);
const report = {
  status: 404,
  method: 'GET',
  url: '/api/talent/v2/talent/7/cv',
  message: 'CV not found',
  page: '/talent/profile',
  request_id: 'web-1234',
};

let subject: TestApp;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  subject = await createTestApp({
    modules: [registerClientErrorRoutes],
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
  });
});

afterAll(async () => {
  await subject?.close();
});

describe('error reports from the web app', () => {
  it('is served at POST /api/app/v1/client-errors', () => {
    expect(url).toBe('/api/app/v1/client-errors');
  });

  it('takes a report without a sign-in and writes it to the log at warn', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url,
      payload: report,
      headers: { 'x-request-id': 'report-1', 'user-agent': 'Chromium test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null, meta: { message: clientErrorMessages.received } });
    const logged = logLines.find((line) => line.requestId === 'report-1');
    expect(logged).toMatchObject({ level: 40, clientError: report, userAgent: 'Chromium test' });
  });

  it('refuses a malformed report with the reason per field', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url,
      payload: { ...report, status: 42, message: 'x'.repeat(2_001) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      status: clientErrorMessages.statusRange,
      message: clientErrorMessages.tooLong(2_000),
    });
  });

  it('limits how many reports one address sends a minute', async () => {
    const answers: number[] = [];
    for (let sent = 0; sent <= clientErrorReportsPerMinute; sent += 1) {
      answers.push((await subject.app.inject({ method: 'POST', url, payload: report })).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(
      clientErrorReportsPerMinute,
    );
  });
});
