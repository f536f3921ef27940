import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientErrorMessages, submitClientErrorReport, submitRenderErrorReport } from '@talent/contract';
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

/** A served build with one page's source map: its first column is line 1 of the page's source. */
function builtApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'talent-dist-'));
  mkdirSync(join(dist, 'assets'));
  const map = {
    version: 3,
    sources: ['../../src/features/jobs/pages/listing-page.tsx'],
    names: [],
    mappings: 'AAAA',
  };
  writeFileSync(join(dist, 'assets', 'listing-page-Ab12.js.map'), JSON.stringify(map));
  return dist;
}

beforeAll(async () => {
  subject = await createTestApp({
    modules: [registerClientErrorRoutes],
    env: { WEB_DIST: builtApp() },
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

  it('writes a page that failed to render to the log at error, its stack mapped to the sources', async () => {
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'map')",
      '    at JobList (http://127.0.0.1:8080/assets/listing-page-Ab12.js:1:1)',
      '    at http://127.0.0.1:8080/assets/shell-Zz99.js:3:4',
    ].join('\n');
    const renderError = {
      message: "TypeError: Cannot read properties of undefined (reading 'map')",
      stack,
      component_stack: '\n    at JobList\n    at ListingPage',
      route: '/talent/job-opportunities',
      page: '/talent/job-opportunities?filter=all',
      release: 'abc1234',
    };
    const response = await subject.app.inject({
      method: 'POST',
      url: routeUrlOf(submitRenderErrorReport),
      payload: renderError,
      headers: { 'x-request-id': 'render-1' },
    });
    expect(response.statusCode).toBe(200);
    const logged = logLines.find((line) => line.requestId === 'render-1');
    expect(logged).toMatchObject({
      level: 50,
      renderError: {
        ...renderError,
        source_stack: [
          "TypeError: Cannot read properties of undefined (reading 'map')",
          '    at JobList (src/features/jobs/pages/listing-page.tsx:1:1)',
          // A file the served build does not have stays as the browser wrote it.
          '    at http://127.0.0.1:8080/assets/shell-Zz99.js:3:4',
        ].join('\n'),
      },
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
