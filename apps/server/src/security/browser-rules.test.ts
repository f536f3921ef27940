import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Browser rules of issue 15: scripts only from our own files, no caching of what a token opens,
 * no session cookie to steal (the one cookie, sign-in's device cookie of decision 0110, is HttpOnly,
 * Secure and SameSite=Strict: accounts-attacks.test.ts), no token in a referrer, and no CORS
 * access for another site.
 */
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ env: { APP_ENV: 'production', SESSION_SECRET: 's'.repeat(32) } });
});

afterAll(async () => {
  await server?.close();
});

const foreignOrigin = 'https://evil.example';

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('browser rules', () => {
  it('allow scripts only from our own files: no inline or evaluated script, no plugins, no framing', async () => {
    const answer = await server.request({ method: 'GET', url: '/api/master/data/degrees' });
    const policy = directivesOf(String(answer.headers['content-security-policy']));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(String(answer.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the page every route serves loads its scripts from files only', () => {
    const page = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+=/i);
  });

  it('give another site no CORS access to the API, with or without a preflight', async () => {
    const preflight = await server.request({
      method: 'OPTIONS',
      url: '/api/auth/auth-core/signin',
      headers: {
        origin: foreignOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const { token } = await server.signInAs('browser.rules@example.com');
    const read = await server.request({
      method: 'GET',
      url: '/api/auth/auth-core/session',
      headers: { origin: foreignOrigin, authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('set no cookie with a session, keep tokens out of caches and referrers', async () => {
    const { token } = await server.signInAs('browser.cookies@example.com');
    const answer = await server.request({
      method: 'GET',
      url: '/api/auth/auth-core/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });

  it('carry the professional-network token back in the fragment, which no server or referrer sees', async () => {
    const callback = await server.request({
      method: 'GET',
      url: '/api/auth/auth-core/oidc/callback?code=x&state=y',
    });
    const location = String(callback.headers.location ?? '');
    expect(location).not.toMatch(/[?&]token=/);
  });
});
