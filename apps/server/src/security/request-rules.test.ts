import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccountsRoutes } from '../modules/accounts/index.ts';
import { registerMasterDataRoutes } from '../modules/master-data/index.ts';
import { pathOfNulCharacter } from '../platform/http/request-rules.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ modules: [registerAccountsRoutes, registerMasterDataRoutes] });
});

afterAll(async () => {
  await server?.close();
});

const signinUrl = '/api/auth/auth-core/signin';

describe('NUL characters', () => {
  it('are found in values and keys, with the field named', () => {
    expect(pathOfNulCharacter({ a: [{ b: 'x\u0000' }] })).toBe('a.0.b');
    expect(pathOfNulCharacter({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(pathOfNulCharacter({ a: 'fine', b: [1, 2] })).toBeUndefined();
  });

  it('in a master-data search are a 400 at the field, not a database error', async () => {
    const answer = await server.request({
      method: 'GET',
      url: '/api/master/data/position-functions?search=a%00b',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      data: null,
      meta: { type: 'VALIDATION_ERROR' },
      fields: { search: 'Must not contain a NUL character' },
    });
  });

  it('in a JSON body are a 400 at the field', async () => {
    const answer = await server.request({
      method: 'POST',
      url: signinUrl,
      payload: { email: 'nul@example.com', password: 'abc\u0000def' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ password: 'Must not contain a NUL character' });
  });

  it('in the development mailbox address are a 400 in the envelope', async () => {
    const answer = await server.request({ method: 'GET', url: '/dev/mailbox?to=a%00b' });
    expect(answer.status).toBe(400);
    expect(answer.body.meta.type).toBe('VALIDATION_ERROR');
  });
});

describe('request bodies', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'email=a%40b.co&password=secret1'],
    ['text/plain', '{"email":"a@b.co","password":"secret1"}'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('of type %s are refused by a JSON endpoint with 415 in the envelope', async (type, payload) => {
    const answer = await server.request({
      method: 'POST',
      url: signinUrl,
      headers: { 'content-type': type },
      payload,
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ data: null, meta: { type: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('over the limit answer 413 in the envelope', async () => {
    const answer = await server.request({
      method: 'POST',
      url: signinUrl,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.meta.type).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('caching', () => {
  it('no answer of the auth group and no answer to a caller with a token may be stored', async () => {
    const signin = await server.request({
      method: 'POST',
      url: signinUrl,
      payload: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(signin.headers['cache-control']).toBe('no-store');
    const { token } = await server.signInAs('cached@example.com');
    const session = await server.request({
      method: 'GET',
      url: '/api/auth/auth-core/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.status).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    const listed = await server.request({
      method: 'GET',
      url: '/api/master/data/position-functions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.headers['cache-control']).toBe('no-store');
  });
});

describe('requests refused before routing, over a real connection', () => {
  let port = 0;

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });

  async function rawAnswer(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, headers, method }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('a 20 KB header and a 20 KB address answer 431 in the envelope', async () => {
    const header = await rawAnswer('/api/master/data/position-functions', { 'x-big': 'a'.repeat(20_000) });
    expect(header.status).toBe(431);
    expect(JSON.parse(header.body)).toMatchObject({ data: null, meta: { type: 'HEADERS_TOO_LARGE' } });
    const address = await rawAnswer(`/api/master/data/position-functions?search=${'a'.repeat(20_000)}`);
    expect(address.status).toBe(431);
    expect(JSON.parse(address.body).data).toBeNull();
  });

  it('a malformed address answers 400 in the envelope', async () => {
    const answer = await rawAnswer('/api/master/data/%zz');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ data: null, meta: { type: 'BAD_REQUEST' } });
  });

  it('a POST that sends no body is read as no body, so the body schema’s defaults apply', async () => {
    const talent = await server.signInAs('no.body@example.com');
    const answer = await rawAnswer(
      '/api/auth/auth-core/signout',
      { authorization: `Bearer ${talent.token}` },
      'POST',
    );
    expect(answer.status).toBe(200);
  });
});
