import { defineEndpoint, errorEnvelopeSchema, pageQuerySchema } from '@talent/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerClientErrorRoutes } from './modules/client-errors/client-errors.routes.ts';
import type { AppContext } from './platform/app-context.ts';
import { AppError, notFound } from './platform/errors/app-error.ts';
import { registerEndpoint } from './platform/routes/register-endpoint.ts';
import { createTestApp, sessionsByToken, type TestApp, testConfig } from './testing/test-app.ts';

const addNote = defineEndpoint({
  method: 'POST',
  group: 'appV1',
  path: '/platform-test/notes',
  summary: 'Add a note (platform test)',
  access: 'public',
  body: z.object({
    title: z.string().min(3, 'Title must be at least 3 characters'),
    items: z.array(z.object({ quantity: z.number().int().positive('Quantity must be above 0') })),
  }),
  data: z.object({ id: z.number() }),
});

const listNotes = defineEndpoint({
  method: 'GET',
  group: 'appV1',
  path: '/platform-test/notes',
  summary: 'List notes (platform test)',
  access: 'public',
  query: pageQuerySchema,
  data: z.array(z.object({ title: z.string() })),
});

const talentSecret = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/talent/{id}/platform-test',
  summary: "A talent's own data (platform test)",
  access: 'talent',
  params: z.object({ id: z.coerce.number().int() }),
  data: z.object({ id: z.number(), caller: z.number() }),
});

const applyForTalent = defineEndpoint({
  method: 'POST',
  group: 'talentV2',
  path: '/platform-test/jobs/{id}/apply',
  summary: 'Apply on behalf of the talent in the body (platform test)',
  access: 'talent',
  owner: 'body.talent_id',
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ talent_id: z.number().int(), product_id: z.number().int() }),
  data: z.object({ applied: z.boolean() }),
});

const staffOnly = defineEndpoint({
  method: 'GET',
  group: 'staff',
  path: '/platform-test',
  summary: 'Staff only (platform test)',
  access: 'staff',
  data: z.object({ ok: z.boolean() }),
});

const failing = defineEndpoint({
  method: 'GET',
  group: 'appV1',
  path: '/platform-test/failing/{kind}',
  summary: 'Fails in the way asked (platform test)',
  access: 'public',
  params: z.object({ kind: z.enum(['crash', 'not-found', 'wrong-shape', 'conflict']) }),
  data: z.object({ id: z.number() }),
});

const limited = defineEndpoint({
  method: 'GET',
  group: 'appV1',
  path: '/platform-test/limited',
  summary: 'Rate limited (platform test)',
  access: 'public',
  data: z.null(),
});

const survey = defineEndpoint({
  method: 'PUT',
  group: 'talentV1',
  path: '/talent/{id}/platform-test-surveys',
  summary: 'Form-encoded survey (platform test)',
  access: 'talent',
  bodyType: 'form',
  successStatus: 201,
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({
    answers: z.array(z.object({ survey_source_id: z.coerce.number().int(), description: z.string() })),
  }),
  data: z.object({ received: z.number() }),
});

function platformTestRoutes(app: FastifyInstance, { db }: AppContext): void {
  registerEndpoint(app, addNote, async ({ body }) => {
    const result = await db.execute<{ id: number }>(
      sql`insert into platform_test_notes (title) values (${body.title}) returning id`,
    );
    return { data: { id: Number(result.rows[0]?.id) }, meta: { message: 'Note added' } };
  });
  registerEndpoint(app, listNotes, async ({ query }) => {
    const result = await db.execute<{ title: string }>(
      sql`select title from platform_test_notes order by id`,
    );
    const rows =
      query.size === -1
        ? result.rows
        : result.rows.slice((query.page - 1) * query.size, query.page * query.size);
    return { data: rows.map((row) => ({ title: row.title })), meta: { count: result.rows.length } };
  });
  registerEndpoint(app, talentSecret, async ({ params, session }) => ({
    data: { id: params.id, caller: session.userId },
  }));
  registerEndpoint(app, applyForTalent, async () => ({ data: { applied: true } }));
  registerEndpoint(app, staffOnly, async () => ({ data: { ok: true } }));
  registerEndpoint(app, failing, async ({ params }) => {
    if (params.kind === 'not-found') throw notFound('Job not found');
    if (params.kind === 'conflict')
      throw new AppError(409, 'CONFLICT', 'Already applied', { fields: { job: 'Taken' } });
    if (params.kind === 'wrong-shape') return { data: { id: 'not a number' } as unknown as { id: number } };
    throw new Error('connection to 10.0.0.5 refused for user admin password=hunter2');
  });
  registerEndpoint(app, limited, async () => ({ data: null }), {
    rateLimit: { max: 2, timeWindow: '1 minute' },
  });
  registerEndpoint(app, survey, async ({ body }) => ({ data: { received: body.answers.length } }));
}

const talent7 = { userId: 7, type: 'talent', sessionId: 1 } as const;
const staff = { userId: 1, type: 'staff', sessionId: 2 } as const;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let subject: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  subject = await createTestApp({
    modules: [platformTestRoutes, registerClientErrorRoutes],
    sessionResolver: sessionsByToken({ 'talent-7': talent7, 'staff-1': staff, revoked: 'expired' }),
  });
  app = subject.app;
  await subject.database.db.execute(
    sql`create table platform_test_notes (id integer generated always as identity primary key, title text not null)`,
  );
});

afterAll(async () => {
  await subject?.close();
});

async function noteCount(): Promise<number> {
  const result = await subject.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from platform_test_notes`,
  );
  return Number(result.rows[0]?.n);
}

describe('answers are envelopes', () => {
  it('wraps data and the message of a success', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/v1/platform-test/notes',
      payload: { title: 'First', items: [] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: expect.any(Number) }, meta: { message: 'Note added' } });
  });

  it('carries the count of a list, with a default message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/app/v1/platform-test/notes?size=-1' });
    expect(response.json()).toEqual({ data: [{ title: 'First' }], meta: { message: 'Success', count: 1 } });
  });

  it("answers with the endpoint's own success status", async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/talent/v1/talent/7/platform-test-surveys',
      headers: { ...bearer('talent-7'), 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'answers[0][survey_source_id]=99&answers[0][description]=A+friend&answers[1][survey_source_id]=1&answers[1][description]=',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ received: 2 });
  });
});

describe('invalid input', () => {
  it('gets a 400 with the reason of every invalid field, and changes nothing', async () => {
    const before = await noteCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/v1/platform-test/notes',
      payload: { title: 'ab', items: [{ quantity: 1 }, { quantity: 0 }] },
    });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.meta.type).toBe('VALIDATION_ERROR');
    expect(body.fields).toEqual({
      title: 'Title must be at least 3 characters',
      'items.1.quantity': 'Quantity must be above 0',
    });
    expect(body.error).toBe('Title must be at least 3 characters');
    expect(await noteCount()).toBe(before);
  });

  it('names an invalid query parameter', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/app/v1/platform-test/notes?size=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ size: 'size must not be 0' });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/v1/platform-test/notes',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: null,
      meta: { type: 'VALIDATION_ERROR' },
      error: 'The request body is not valid JSON',
    });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/v1/platform-test/notes',
      payload: { title: 'x'.repeat(1024 * 1024 + 1), items: [] },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ data: null, meta: { type: 'PAYLOAD_TOO_LARGE' } });
    expect(response.json().error).toContain('1 MB');
  });

  it('refuses a content type it does not read with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/v1/platform-test/notes',
      headers: { 'content-type': 'application/xml' },
      payload: '<note/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ data: null, meta: { type: 'UNSUPPORTED_MEDIA_TYPE' } });
  });
});

describe('failures', () => {
  it('answers an unknown API route with NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/api/talent/v2/no-such-thing'],
      ['POST', '/api/master/data/nothing'],
      ['DELETE', '/api/app/v1/platform-test/notes'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).meta.type).toBe('NOT_FOUND');
    }
  });

  it('keeps the type, message and field reasons a service refuses with', async () => {
    const notFoundAnswer = await app.inject({
      method: 'GET',
      url: '/api/app/v1/platform-test/failing/not-found',
    });
    expect(notFoundAnswer.statusCode).toBe(404);
    expect(notFoundAnswer.json()).toEqual({
      data: null,
      meta: { message: 'Job not found', type: 'NOT_FOUND' },
      error: 'Job not found',
    });
    const conflict = await app.inject({ method: 'GET', url: '/api/app/v1/platform-test/failing/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ meta: { type: 'CONFLICT' }, fields: { job: 'Taken' } });
  });

  it('answers a crash with a 500 that reveals nothing of the cause', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/app/v1/platform-test/failing/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ data: null, meta: { type: 'INTERNAL_ERROR' } });
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.5|admin|stack/);
  });

  it('answers an answer that breaks its own contract with a 500, not with the broken data', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/app/v1/platform-test/failing/wrong-shape',
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('not a number');
  });
});

describe('access', () => {
  it('asks for a sign-in without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/talent/v2/talent/7/platform-test' });
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.type).toBe('UNAUTHORIZED');
  });

  it('answers SESSION_EXPIRED for a revoked or unknown token', async () => {
    for (const token of ['revoked', 'never-issued']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/talent/v2/talent/7/platform-test',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        data: null,
        meta: { type: 'SESSION_EXPIRED', message: 'Session Expired' },
      });
    }
  });

  it("serves a talent its own id and refuses another talent's with 403, before validating", async () => {
    const own = await app.inject({
      method: 'GET',
      url: '/api/talent/v2/talent/7/platform-test',
      headers: bearer('talent-7'),
    });
    expect(own.json()).toEqual({ data: { id: 7, caller: 7 }, meta: { message: 'Success' } });
    for (const other of ['8', 'abc']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/talent/v2/talent/${other}/platform-test`,
        headers: bearer('talent-7'),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().meta.type).toBe('FORBIDDEN');
    }
  });

  it('checks the talent id where the endpoint says it sits', async () => {
    const url = '/api/talent/v2/platform-test/jobs/3/apply';
    const own = await app.inject({
      method: 'POST',
      url,
      headers: bearer('talent-7'),
      payload: { talent_id: 7, product_id: 1 },
    });
    expect(own.statusCode).toBe(200);
    const other = await app.inject({
      method: 'POST',
      url,
      headers: bearer('talent-7'),
      payload: { talent_id: 9, product_id: 1 },
    });
    expect(other.statusCode).toBe(403);
  });

  it('keeps staff endpoints for staff and talent endpoints for talents', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/platform-test', headers: bearer('staff-1') }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/platform-test', headers: bearer('talent-7') }))
        .statusCode,
    ).toBe(403);
    const staffOnTalent = await app.inject({
      method: 'GET',
      url: '/api/talent/v2/talent/1/platform-test',
      headers: bearer('staff-1'),
    });
    expect(staffOnTalent.statusCode).toBe(403);
  });
});

describe('rate limits', () => {
  it('refuses calls over the limit with 429, the time to wait and an envelope', async () => {
    const url = '/api/app/v1/platform-test/limited';
    expect((await app.inject({ url })).statusCode).toBe(200);
    expect((await app.inject({ url })).statusCode).toBe(200);
    const refused = await app.inject({ url });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ data: null, meta: { type: 'TOO_MANY_REQUESTS' } });
    expect(refused.json().error).toMatch(/^Too many requests; please wait \d+ seconds? and try again$/);
  });

  it('leaves endpoints without a limit unlimited', async () => {
    for (let call = 0; call < 5; call += 1) {
      expect((await app.inject({ url: '/api/app/v1/platform-test/notes' })).statusCode).toBe(200);
    }
  });
});

describe('health', () => {
  it('says the process is up on /healthz', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'up' });
  });

  it('says it is ready on /readyz while the database answers', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'ready', database: 'up' });
  });

  it('says it is not ready, with 503, once the database is gone', async () => {
    const other = await createTestApp({ modules: [] });
    try {
      await other.database.close();
      const response = await other.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ data: null, meta: { type: 'SERVICE_UNAVAILABLE' } });
      expect((await other.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('request ids and headers', () => {
  it('echoes the request id it was given', async () => {
    const response = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'web-42.retry:1' } });
    expect(response.headers['x-request-id']).toBe('web-42.retry:1');
  });

  it('makes a new request id when none or a malformed one was given', async () => {
    const none = await app.inject({ url: '/healthz' });
    const malformed = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'forged id\twith "quotes"' },
    });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(none.headers['x-request-id']).toMatch(uuid);
    expect(malformed.headers['x-request-id']).toMatch(uuid);
    expect(none.headers['x-request-id']).not.toBe(malformed.headers['x-request-id']);
  });

  it('sends security headers on every answer, errors included', async () => {
    for (const url of ['/healthz', '/api/nothing-here']) {
      const { headers } = await app.inject({ url });
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('keeps HSTS to production, where the site is always on HTTPS', async () => {
    expect((await app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    const production = await createTestApp({
      modules: [],
      database: subject.database,
      config: testConfig({ APP_ENV: 'production', SESSION_SECRET: 'p'.repeat(32) }),
    });
    try {
      expect(
        (await production.app.inject({ url: '/healthz' })).headers['strict-transport-security'],
      ).toContain('max-age=');
    } finally {
      await production.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every registered endpoint under its group, with its access', async () => {
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/app/v1/platform-test/notes',
        '/api/talent/v2/talent/{id}/platform-test',
        '/api/staff/platform-test',
        '/api/app/v1/client-errors',
      ]),
    );
    const secret = document.paths['/api/talent/v2/talent/{id}/platform-test'].get;
    expect(secret.tags).toEqual(['talentV2']);
    expect(secret.security).toEqual([{ bearerAuth: [] }]);
    const add = document.paths['/api/app/v1/platform-test/notes'].post;
    expect(add.requestBody.content['application/json'].schema.properties).toHaveProperty('title');
    expect(Object.keys(document.paths)).not.toContain('/healthz');
  });

  it('serves the reference page from this server', async () => {
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(unpkg|cdn|cdnjs)/);
  });
});
