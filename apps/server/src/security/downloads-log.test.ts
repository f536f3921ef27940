import {
  answerAssessmentQuestion,
  downloadCertificate,
  getTalentAssessment,
  type Question,
  startAssessmentAttempt,
} from '@talent/contract';
import { schema, seedAssessments } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../modules/profile/testing/profile-test-app.ts';
import { redactedLogPaths, requestLogSerializers } from '../platform/http/log-safety.ts';
import { contractEndpoints, routeOf } from '../testing/contract-endpoints.ts';
import { smallPdf } from '../testing/files.ts';
import { createTestApp, type SignedIn, type TestApp } from '../testing/test-app.ts';

/**
 * Every way a file leaves the server (a signed file link, staff's CV download, a certificate's
 * PDF) logs as the success it is, and a signed link's signature, which opens the file for hours
 * without a session, is not written to the log (issue 29).
 */
interface LogLine {
  level: number;
  msg: string;
  req?: { url: string };
  res?: { statusCode: number };
}

const logLines: LogLine[] = [];
let server: TestApp;
let talent: SignedIn;

beforeAll(async () => {
  server = await createTestApp({
    logger: {
      level: 'info',
      redact: redactedLogPaths,
      serializers: requestLogSerializers,
      stream: { write: (line: string) => logLines.push(JSON.parse(line) as LogLine) },
    },
  });
  await seedAssessments(server.db, server.clock.now());
  talent = await server.signInAs('download.log@example.com');
  const cv = await multipart({}, { CV: { bytes: smallPdf, name: 'cv.pdf' } });
  const uploaded = await server.request({
    method: 'PATCH',
    url: `/api/talent/v1/talent/${talent.id}/uploadcv`,
    headers: { authorization: `Bearer ${talent.token}`, ...cv.headers },
    payload: cv.payload,
  });
  expect(uploaded.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

/** The log lines of one request: what it wrote from its start to its end. */
async function loggedWhile(download: () => Promise<{ status: number }>) {
  logLines.length = 0;
  const answer = await download();
  expect(answer.status).toBe(200);
  return [...logLines];
}

function expectLoggedAsSuccess(lines: LogLine[]) {
  expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } }),
  );
}

async function certificateUid(): Promise<string> {
  const asTalent = { token: talent.token };
  const started = await server.inject(
    startAssessmentAttempt,
    { body: { talent_id: talent.id, assessment_id: 3 } },
    asTalent,
  );
  let state = started.body.data;
  while (state.question) {
    const question: Question = state.question;
    const options = await server.db
      .select({ id: schema.testOptions.id, correct: schema.testOptions.correct })
      .from(schema.testOptions)
      .where(eq(schema.testOptions.questionId, question.id));
    const right = options.find((option) => option.correct)?.id ?? 0;
    const body = { attempt_id: state.attempt_id, question_id: question.id, option_id: right, duration: 5 };
    state = (await server.inject(answerAssessmentQuestion, { body }, asTalent)).body.data;
  }
  const view = await server.inject(getTalentAssessment, { params: { id: 3, talentId: talent.id } }, asTalent);
  return view.body.data.last_result?.certificate_uid ?? '';
}

/** The routes whose answer is a file rather than an envelope, each downloaded below. */
const downloadRoutes = [
  'GET /api/talent/v1/files/:key',
  'GET /api/talent/v2/talent/:id/cv',
  'GET /api/staff/talents/:id/cv',
  'GET /api/talent/v1/talent-certificate/:uid/pdf',
];

describe('a download in the log', () => {
  it('covers every route of the contract that answers a file', () => {
    const fileRoutes = contractEndpoints()
      .filter((endpoint) => endpoint.data._zod.def.type === 'unknown')
      .map(routeOf);
    expect(fileRoutes.length).toBeGreaterThanOrEqual(3);
    expect(downloadRoutes).toEqual(expect.arrayContaining(fileRoutes));
  });

  it("logs the talent's own CV download as a success", async () => {
    const lines = await loggedWhile(() =>
      server.request({
        method: 'GET',
        url: `/api/talent/v2/talent/${talent.id}/cv`,
        headers: { authorization: `Bearer ${talent.token}` },
      }),
    );
    expectLoggedAsSuccess(lines);
  });

  it('logs a signed file link as a success, with its signature redacted', async () => {
    const own = await server.request({
      method: 'GET',
      url: `/api/talent/v1/talent/${talent.id}`,
      headers: { authorization: `Bearer ${talent.token}` },
    });
    const link: string = own.body.data.cv.url;
    const signature = new URL(link, 'http://talent.test').searchParams.get('signature') ?? '';
    expect(signature).not.toBe('');
    const lines = await loggedWhile(() => server.request({ method: 'GET', url: link }));
    expectLoggedAsSuccess(lines);
    expect(JSON.stringify(lines)).not.toContain(signature);
    expect(lines[0]?.req?.url).toContain('signature=[redacted]');
  });

  it("logs staff's CV download as a success", async () => {
    const staff = await server.signInAs('download.staff@example.com', { type: 'staff' });
    const lines = await loggedWhile(() =>
      server.request({
        method: 'GET',
        url: `/api/staff/talents/${talent.id}/cv`,
        headers: { authorization: `Bearer ${staff.token}` },
      }),
    );
    expectLoggedAsSuccess(lines);
  });

  it("logs a certificate's PDF as a success", async () => {
    const uid = await certificateUid();
    const lines = await loggedWhile(() => server.inject(downloadCertificate, { params: { uid } }));
    expectLoggedAsSuccess(lines);
  });
});
