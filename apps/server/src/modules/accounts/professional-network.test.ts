import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testPublicUrl } from '../../testing/test-app.ts';
import { createAccountsModule, oidcCallbackUrl } from './accounts.routes.ts';
import { type LocalOpenIdProvider, startLocalOpenIdProvider } from './testing/local-openid-provider.ts';
import { tokenFromMailbox } from './testing/mail-tokens.ts';

const auth = '/api/auth/auth-core';
const redirectUrl = oidcCallbackUrl(testPublicUrl);

let provider: LocalOpenIdProvider;
let server: TestApp;

beforeAll(async () => {
  provider = await startLocalOpenIdProvider(redirectUrl);
  server = await createTestApp({
    modules: [
      createAccountsModule({
        network: {
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          redirectUrl,
        },
      }),
    ],
  });
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** The browser's trip: our start endpoint, the provider, back to our callback, on to the web app. */
async function signInWithNetwork(): Promise<URL> {
  const start = await server.app.inject({ method: 'GET', url: `${auth}/oidc/authorize` });
  expect(start.statusCode).toBe(302);
  const backAtCallback = await provider.authorize(String(start.headers.location));
  const finish = await server.app.inject({
    method: 'GET',
    url: `${backAtCallback.pathname}${backAtCallback.search}`,
  });
  expect(finish.statusCode).toBe(302);
  return new URL(String(finish.headers.location));
}

function tokenOf(webPage: URL): string {
  return new URLSearchParams(webPage.hash.slice(1)).get('token') ?? '';
}

function session(token: string) {
  return server.request({
    method: 'GET',
    url: `${auth}/session`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('sign-in with the professional network (OpenID Connect)', () => {
  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const start = await server.app.inject({ method: 'GET', url: `${auth}/oidc/authorize` });
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('creates a talent without a password on the first sign-in, and finds it again on the next', async () => {
    provider.signInAs({
      sub: 'ln-4711',
      email: 'Ayu.Network@example.co.id',
      email_verified: true,
      name: 'Ayu Pertiwi',
    });
    const webPage = await signInWithNetwork();
    expect(`${webPage.origin}${webPage.pathname}`).toBe(`${testPublicUrl}/login/callback`);
    const first = await session(tokenOf(webPage));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      type: 'talent',
      onboarded: { status: false, last_page: 0, password_created: false },
    });

    const again = await session(tokenOf(await signInWithNetwork()));
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('lets that talent create a password, after which password_created is true', async () => {
    provider.signInAs({
      sub: 'ln-5000',
      email: 'bayu@example.co.id',
      email_verified: true,
      name: 'Bayu Saputra',
    });
    const token = tokenOf(await signInWithNetwork());
    const created = await server.request({
      method: 'POST',
      url: `${auth}/createpassword`,
      headers: { authorization: `Bearer ${token}` },
      payload: { password: 'Bayu!2026', password_confirmation: 'Bayu!2026' },
    });
    expect(created.status).toBe(200);
    expect(created.body.meta.message).toBe('Your password has been successfully created');
    expect(created.body.data.onboarded.password_created).toBe(true);
    const signin = await server.request({
      method: 'POST',
      url: `${auth}/signin`,
      payload: { email: 'bayu@example.co.id', password: 'Bayu!2026' },
    });
    expect(signin.status).toBe(200);
    expect(signin.body.data.onboarded.password_created).toBe(true);

    const twice = await server.request({
      method: 'POST',
      url: `${auth}/createpassword`,
      headers: { authorization: `Bearer ${created.body.data.token}` },
      payload: { password: 'Other!2026', password_confirmation: 'Other!2026' },
    });
    expect(twice.status).toBe(409);
  });

  it('signs an existing account in when the network vouches for its email', async () => {
    const email = 'citra@example.co.id';
    await server.request({
      method: 'POST',
      url: `${auth}/signup`,
      payload: {
        email,
        password: 'Citra!2026',
        fullname: 'Citra Dewi',
        phone: '081234567890',
        terms_accepted: true,
      },
    });
    await server.request({
      method: 'GET',
      url: `${auth}/verify?token=${await tokenFromMailbox(server, email, 'verify')}`,
    });
    const byPassword = await server.request({
      method: 'POST',
      url: `${auth}/signin`,
      payload: { email, password: 'Citra!2026' },
    });

    provider.signInAs({ sub: 'ln-6000', email, email_verified: true, name: 'Citra Dewi' });
    const byNetwork = await session(tokenOf(await signInWithNetwork()));
    expect(byNetwork.body.data.id).toBe(byPassword.body.data.id);
    expect(byNetwork.body.data.onboarded.password_created).toBe(true);
  });

  it('refuses a callback whose state it did not start, without a session', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `${auth}/oidc/callback?code=abc&state=forged`,
    });
    expect(answer.statusCode).toBe(302);
    const webPage = new URL(String(answer.headers.location));
    expect(webPage.searchParams.get('error')).toBe('expired');
    expect(webPage.hash).toBe('');
  });
});
